import type { HonorDetail } from '@portal/contracts';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { COMMENT_RESOURCE_TYPES } from '../../api/contract-values.ts';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { CommentsPanel, useThreadCounts } from '../comments/index.ts';
import { ArticleView } from '../news/index.ts';
import { HonorSummary } from './components/HonorSummary.tsx';
import { useHonorDetail } from './hooks/use-honors.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

const honorIdOf = (params: URLSearchParams) => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /#/honorDetail?id: the honor as an article with its comments panel. */
export function HonorDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = honorIdOf(params);
  const { data: honor, isError } = useHonorDetail(id);
  const backToList = (
    <Link to="/honor">
      <Button data-testid="honor-back">{t('honor.backToList')}</Button>
    </Link>
  );

  if (id === null || isError) return <Result status="404" title={t('honor.notFound')} extra={backToList} />;
  if (!honor) return <Skeleton active />;
  return <HonorArticle honor={honor} actions={backToList} />;
}

/** Rendered once the honor is known, so its thread (and view) is opened for a real honor only. */
function HonorArticle({ honor, actions }: { honor: HonorDetail; actions: ReactNode }) {
  const { t } = useTranslation();
  const resource = { resourceType: COMMENT_RESOURCE_TYPES.honor, resourceId: honor.id };
  const counts = useThreadCounts(resource);
  return (
    <ArticleView
      breadcrumb={[
        { title: t('honor.home'), to: '/' },
        { title: t('route.honor'), to: '/honor' },
        { title: t('route.honorDetail') },
      ]}
      title={honor.title || `${honor.award} · ${honor.name}`}
      department={honor.publisherDepartment}
      date={honor.publishTime}
      counts={counts}
      lead={<HonorSummary item={honor} />}
      html={honor.article}
      actions={actions}
    >
      <CommentsPanel {...resource} />
    </ArticleView>
  );
}
