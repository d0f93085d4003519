import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_MODULES } from '../../../api/contract-values.ts';
import { FilterBar, type FilterProps } from '../../../components/list-page/FilterBar.tsx';
import { FilterSelect, filterField } from '../../../components/list-page/FilterSelect.tsx';
import styles from '../audit.module.css';
import type { AuditFilter } from '../model/audit-filter.ts';

/** The trail's filters: a person (name or email, in part), a module, and a span of days. */
export function AuditFilters(props: FilterProps<AuditFilter>) {
  const { t } = useTranslation();
  const { filter, onChange } = props;
  return (
    <FilterBar testId="audit-filters">
      <Input.Search
        className={styles.person}
        allowClear
        placeholder={t('audit.filters.person')}
        defaultValue={filter.person}
        maxLength={100}
        onSearch={(person) => onChange({ ...filter, person: person || undefined })}
        data-testid="audit-filter-person"
      />
      <FilterSelect
        {...filterField(props, 'module')}
        className={styles.module}
        placeholder={t('audit.filters.module')}
        options={CONSOLE_MODULES.map((module) => ({ value: module, label: t(`audit.modules.${module}`) }))}
        testId="audit-filter-module"
      />
      {/* The browser's own date fields: antd's range picker would put this page over its size budget. */}
      <span className={styles.days}>
        <Input
          type="date"
          className={styles.day}
          aria-label={t('audit.filters.from')}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => onChange({ ...filter, from: event.target.value || undefined })}
          data-testid="audit-filter-from"
        />
        <span aria-hidden="true">–</span>
        <Input
          type="date"
          className={styles.day}
          aria-label={t('audit.filters.to')}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => onChange({ ...filter, to: event.target.value || undefined })}
          data-testid="audit-filter-to"
        />
      </span>
    </FilterBar>
  );
}
