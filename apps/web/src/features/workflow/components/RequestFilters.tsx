import { useTranslation } from 'react-i18next';
import { WORKFLOW_STATUSES, WORKFLOW_TYPES } from '../../../api/contract-values.ts';
import { FilterBar, type FilterProps } from '../../../components/list-page/FilterBar.tsx';
import { FilterSelect, filterField } from '../../../components/list-page/FilterSelect.tsx';
import type { RequestFilter } from '../hooks/use-workflow.ts';
import styles from '../workflow.module.css';

/** Type and status, each clearable: the list reloads at once. */
export function RequestFilters({ filter, onChange }: FilterProps<RequestFilter>) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <FilterSelect
        {...filterField({ filter, onChange }, 'type')}
        className={styles.filterSelect}
        placeholder={t('workflow.filters.type')}
        options={WORKFLOW_TYPES.map((type) => ({ value: type, label: t(`workflow.types.${type}`) }))}
        testId="workflow-filter-type"
      />
      <FilterSelect
        {...filterField({ filter, onChange }, 'status')}
        className={styles.filterSelect}
        placeholder={t('workflow.filters.status')}
        options={WORKFLOW_STATUSES.map((status) => ({
          value: status,
          label: t(`workflow.statuses.${status}`),
        }))}
        testId="workflow-filter-status"
      />
    </FilterBar>
  );
}
