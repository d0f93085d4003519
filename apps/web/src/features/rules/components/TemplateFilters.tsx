import type { TemplateCategory, TemplateDocAnswer } from '@portal/contracts';
import { Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATEGORIES } from '../../../api/contract-values.ts';
import { templateTypeLabel } from '../model/template-type-label.ts';
import styles from '../rules.module.css';

interface TemplateFiltersProps {
  category: TemplateCategory;
  templateType: string;
  answer: TemplateDocAnswer | undefined;
  onCategoryChange: (category: TemplateCategory) => void;
  onTemplateTypeChange: (templateType: string) => void;
}

/** The template sub-tabs (contract, other) and the template-type filter with counts. */
export function TemplateFilters(props: TemplateFiltersProps) {
  const { t } = useTranslation();
  const { category, templateType, answer, onCategoryChange, onTemplateTypeChange } = props;
  const types = answer?.templateTypes ?? [];
  const allCount = types.reduce((sum, entry) => sum + entry.count, 0);
  const chip = (value: string, label: string, count: number) => (
    <Tag.CheckableTag
      key={value || 'all'}
      checked={templateType === value}
      onChange={() => onTemplateTypeChange(value)}
      className={styles.typeChip}
      data-testid={`template-type-${value || 'all'}`}
    >
      {label} <span className={styles.typeCount}>{count}</span>
    </Tag.CheckableTag>
  );
  return (
    <div className={styles.templateFilters}>
      <Tabs
        activeKey={category}
        onChange={(key) => onCategoryChange(key as TemplateCategory)}
        items={TEMPLATE_CATEGORIES.map((key) => ({
          key,
          label: (
            <span data-testid={`template-category-${key}`}>
              {t(`rules.templateCategories.${key}`)}
              {answer ? ` (${answer[key].totalCount})` : ''}
            </span>
          ),
        }))}
      />
      <div className={styles.typeFilter} data-testid="template-type-filter">
        <span className={styles.typeFilterLabel}>{t('rules.templateTypeLabel')}</span>
        {chip('', t('rules.templateTypes.all'), allCount)}
        {types.map((entry) =>
          chip(entry.templateType, templateTypeLabel(t, entry.templateType), entry.count),
        )}
      </div>
    </div>
  );
}
