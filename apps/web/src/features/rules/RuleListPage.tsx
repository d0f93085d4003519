import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { RuleMenu } from './components/RuleMenu.tsx';
import { RuleSearch } from './components/RuleSearch.tsx';
import { RuleTable } from './components/RuleTable.tsx';
import { TemplateFilters } from './components/TemplateFilters.tsx';
import { useRuleRows } from './hooks/use-rule-rows.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import {
  changeCategory,
  changePage,
  changeTab,
  changeTemplateType,
  type RuleListState,
  readRuleListState,
  ruleListParams,
  searchTitle,
} from './model/rule-list-state.ts';
import styles from './rules.module.css';

addFeatureTexts({ zh, en });

/** /#/ruleList?type=manage|process|inform|template. */
export function RuleListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readRuleListState(params);
  const show = (next: RuleListState) => setParams(ruleListParams(next));
  const { rows, total, fetching, templates } = useRuleRows(state);

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <Card className={styles.sideCard} title={t('route.ruleList')} size="small">
          <RuleMenu active={state.type} onChange={(type) => show(changeTab(type))} />
        </Card>
      </aside>
      <Card className={styles.main} data-testid="rule-list">
        <div className={styles.toolbar}>
          <h2 className={styles.heading} data-testid="rule-heading">
            {t(`rules.menu.${state.type}`)}
          </h2>
          <RuleSearch title={state.title} onSearch={(title) => show(searchTitle(state, title))} />
        </div>
        {state.type === 'template' && (
          <TemplateFilters
            category={state.category}
            templateType={state.templateType}
            answer={templates}
            onCategoryChange={(category) => show(changeCategory(state, category))}
            onTemplateTypeChange={(templateType) => show(changeTemplateType(state, templateType))}
          />
        )}
        <RuleTable
          type={state.type}
          rows={rows}
          total={total}
          page={state.page}
          loading={fetching}
          onPageChange={(page) => show(changePage(state, page))}
        />
      </Card>
    </div>
  );
}
