import { useTranslation } from 'react-i18next';
import { WORKFLOW_STATUSES, WORKFLOW_TYPES } from '../../../api/contract-values.ts';
import { FilterBar, type FilterProps } from '../../../components/list-page/FilterBar.tsx';
import { FilterSelect } from '../../../components/list-page/FilterSelect.tsx';
import type { RequestFilter } from '../hooks/use-workflow.ts';
import styles from '../workflow.module.css';

/** Type and status, each clearable: the list reloads at once. */
export function RequestFilters({ filter, onChange }: FilterProps<RequestFilter>) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <FilterSelect
        filter={filter}
        onChange={onChange}
        field="type"
        className={styles.filterSelect}
        placeholder={t('workflow.filters.type')}
        options={WORKFLOW_TYPES.map((type) => ({ value: type, label: t(`workflow.types.${type}`) }))}
        testId="workflow-filter-type"
      />
      <FilterSelect
        filter={filter}
        onChange={onChange}
        field="status"
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
