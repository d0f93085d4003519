import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_STATUSES, WORKFLOW_TYPES } from '../../../api/contract-values.ts';
import { FilterBar } from '../../../components/list-page/FilterBar.tsx';
import type { RequestFilter } from '../hooks/use-workflow.ts';
import styles from '../workflow.module.css';

interface RequestFiltersProps {
  filter: RequestFilter;
  onChange: (filter: RequestFilter) => void;
}

/** Type and status, each clearable: the list reloads at once. */
export function RequestFilters({ filter, onChange }: RequestFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <Select
        className={styles.filterSelect}
        allowClear
        placeholder={t('workflow.filters.type')}
        value={filter.type}
        options={WORKFLOW_TYPES.map((type) => ({ value: type, label: t(`workflow.types.${type}`) }))}
        onChange={(type) => onChange({ ...filter, type })}
        data-testid="workflow-filter-type"
      />
      <Select
        className={styles.filterSelect}
        allowClear
        placeholder={t('workflow.filters.status')}
        value={filter.status}
        options={WORKFLOW_STATUSES.map((status) => ({
          value: status,
          label: t(`workflow.statuses.${status}`),
        }))}
        onChange={(status) => onChange({ ...filter, status })}
        data-testid="workflow-filter-status"
      />
    </FilterBar>
  );
}
