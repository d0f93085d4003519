import { ArrowLeftOutlined } from '@ant-design/icons';
import type { DocumentKind, NewsDetail } from '@portal/contracts';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { COMMENT_RESOURCE_TYPES } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { useEntryState } from '../../lib/hash-location.ts';
import { CommentsPanel, useThreadCounts } from '../comments/index.ts';
import { ArticleView } from '../news/index.ts';
import { AttachmentList } from './components/AttachmentList.tsx';
import { useDocumentDetail } from './hooks/use-document-detail.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { RULE_TABS, ruleListPath } from './model/rule-list-state.ts';
import { templateTypeLabel } from './model/template-type-label.ts';
import styles from './rules.module.css';

addFeatureTexts({ zh, en });

const idOf = (params: URLSearchParams) => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};
const typeOf = (params: URLSearchParams): DocumentKind | null =>
  RULE_TABS.find((tab) => tab === params.get('type')) ?? null;

/** /#/ruleDetail?id&type: a rule doc or a notice with attachments, back-to-list and comments. */
export function RuleDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params);
  const { data: detail, isError } = useDocumentDetail(id);
  // The document's own kind once it is known; the link's type until then (and for a missing one).
  const type = detail?.type ?? typeOf(params) ?? 'manage';
  const backToList = <BackToList type={type} />;

  if (id === null || isError)
    return <Result status="404" title={t('rules.detail.notFound')} extra={backToList} />;
  if (!detail) return <Skeleton active />;
  return <RuleArticle detail={detail} type={type} backToList={backToList} />;
}

function BackToList({ type }: { type: DocumentKind }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { from } = useEntryState<{ from: string }>();
  return (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate(ruleListPath(type, from))}
      data-testid="rule-back"
    >
      {t('rules.detail.backToList')}
    </Button>
  );
}

/** Rendered once the document is known, so its comment thread (and view) opens for a real one only. */
function RuleArticle({
  detail,
  type,
  backToList,
}: {
  detail: NewsDetail;
  type: DocumentKind;
  backToList: React.ReactNode;
}) {
  const { t } = useTranslation();
  const resource = { resourceType: COMMENT_RESOURCE_TYPES.rule, resourceId: detail.id };
  const counts = useThreadCounts(resource);
  const template = detail.templateType && (
    <p className={styles.lead} data-testid="rule-template-info">
      {t('rules.detail.templateType', { type: templateTypeLabel(t, detail.templateType) })}
      {detail.templatePrincipal && ` · ${t('rules.detail.principal', { name: detail.templatePrincipal })}`}
    </p>
  );
  return (
    <ArticleView
      breadcrumb={[
        { title: t('rules.home'), to: '/' },
        { title: t('route.ruleList'), to: ruleListPath('manage') },
        { title: t(`rules.menu.${type}`), to: ruleListPath(type) },
        { title: t('route.ruleDetail') },
      ]}
      title={detail.title}
      department={detail.department}
      date={detail.pTime.slice(0, 10)}
      counts={counts}
      lead={template || undefined}
      html={detail.content}
      attachments={<AttachmentList attachments={detail.attachments} name={detail.title} />}
      actions={backToList}
    >
      <CommentsPanel {...resource} />
    </ArticleView>
  );
}
