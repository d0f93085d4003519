import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '../../../api/contract-values.ts';
import { FilterBar, type FilterProps } from '../../../components/list-page/FilterBar.tsx';
import { FilterSelect, filterField } from '../../../components/list-page/FilterSelect.tsx';
import { companyNow } from '../../../lib/company-time.ts';
import type { ProjectFilter } from '../model/project-filter-store.ts';
import { yearOptions } from '../model/year-options.ts';
import styles from '../personal-projects.module.css';

/** Status, year (a project counts in every year it runs) and a keyword in name, role or description. */
export function ProjectFilters({ filter, onChange }: FilterProps<ProjectFilter>) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <FilterSelect
        {...filterField({ filter, onChange }, 'status')}
        className={styles.filterSelect}
        placeholder={t('personalProjects.filters.status')}
        options={PROJECT_STATUSES.map((status) => ({
          value: status,
          label: t(`personalProjects.statuses.${status}`),
        }))}
        testId="project-filter-status"
      />
      <FilterSelect
        {...filterField({ filter, onChange }, 'year')}
        className={styles.filterSelect}
        placeholder={t('personalProjects.filters.year')}
        options={yearOptions(companyNow().year()).map((year) => ({ value: year, label: String(year) }))}
        testId="project-filter-year"
      />
      <Input.Search
        className={styles.keyword}
        allowClear
        placeholder={t('personalProjects.filters.keyword')}
        defaultValue={filter.keyword}
        maxLength={50}
        onSearch={(keyword) => onChange({ ...filter, keyword: keyword.trim() || undefined })}
        data-testid="project-filter-keyword"
      />
    </FilterBar>
  );
}
