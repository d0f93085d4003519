import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import type { EditorialState, NewsEditorRow } from '@portal/contracts';
import { Button, Input, Popconfirm, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { EDITORIAL_STATES } from '../../../api/contract-values.ts';
import { ListTable } from '../../../components/list-page/ListTable.tsx';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../../console/index.ts';
import { RightGate, useHoldsRight } from '../../rights/index.ts';
import { StateTag } from './components/StateTag.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import styles from './news-editor.module.css';
import { useNewsEditorList, useNoticeLifeStep } from './use-news-editor.ts';

addFeatureTexts({ zh, en });

const PAGE_SIZE = 20;
type StateFilter = EditorialState | 'all';

/** /#/admin/news (通知公告): the notices a holder of news:edit writes, schedules and takes down. */
export function NewsEditorListPage() {
  const { t } = useTranslation();
  const canEdit = useHoldsRight('news:edit');
  const [, navigate] = useLocation();
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => navigate('/admin/news/edit')}
      data-testid="notice-new"
    >
      {t('newsEditor.new')}
    </Button>
  );
  return (
    <ConsoleFrame
      title={t('route.newsEditor')}
      intro={t('newsEditor.intro')}
      actions={canEdit ? create : undefined}
      testId="news-editor-page"
    >
      <RightGate right="news:edit" refusal={t('newsEditor.notAllowed')} testId="news-editor-not-allowed">
        <NoticeList />
      </RightGate>
    </ConsoleFrame>
  );
}

function NoticeList() {
  const { t } = useTranslation();
  const [state, setState] = useState<StateFilter>('all');
  const [title, setTitle] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const list = useNewsEditorList({
    state: state === 'all' ? undefined : state,
    title,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const remove = useNoticeLifeStep('newsRemove');
  const restore = useNoticeLifeStep('newsRestore');
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };
  return (
    <>
      <div className={styles.filters}>
        <Segmented<StateFilter>
          value={state}
          onChange={filter(setState)}
          options={(['all', ...EDITORIAL_STATES] as const).map((value) => ({
            value,
            label: t(`newsEditor.filters.${value}`),
          }))}
          data-testid="notice-state-filter"
        />
        <Input.Search
          allowClear
          placeholder={t('newsEditor.search')}
          onSearch={filter(setTitle)}
          className={styles.search}
          data-testid="notice-search"
        />
      </div>
      <ListTable<NewsEditorRow>
        rows={list.data?.items ?? []}
        loading={list.isFetching}
        paging={{
          pageSize: PAGE_SIZE,
          current: pageNo,
          total: list.data?.totalCount ?? 0,
          onChange: setPageNo,
        }}
        emptyText={t('newsEditor.none')}
        data-testid="notice-table"
        columns={[
          {
            title: t('newsEditor.columns.title'),
            key: 'title',
            render: (_, row) => <NoticeTitle row={row} />,
          },
          {
            title: t('newsEditor.columns.readers'),
            key: 'language',
            width: 110,
            render: (_, row) => t(`newsEditor.languages.${row.language}`),
          },
          {
            title: t('newsEditor.columns.state'),
            key: 'state',
            width: 90,
            render: (_, row) => <StateTag state={row.state} />,
          },
          {
            title: t('newsEditor.columns.schedule'),
            key: 'schedule',
            width: 190,
            render: (_, row) => <Schedule row={row} />,
          },
          {
            title: t('newsEditor.columns.updated'),
            key: 'updated',
            width: 150,
            render: (_, row) => (
              <span className={styles.muted}>
                {row.updateTime.slice(0, 16)}
                <br />
                {row.authorName}
              </span>
            ),
          },
          {
            title: t('newsEditor.columns.actions'),
            key: 'actions',
            width: 130,
            render: (_, row) =>
              row.state === 'deleted' ? (
                <Button
                  type="link"
                  onClick={() => restore.mutate(row.id)}
                  data-testid={`notice-restore-${row.id}`}
                >
                  {t('newsEditor.restore')}
                </Button>
              ) : (
                <>
                  <Link href={`/admin/news/edit?id=${row.id}`} data-testid={`notice-edit-${row.id}`}>
                    {t('newsEditor.edit')}
                  </Link>
                  <Popconfirm
                    title={t('newsEditor.removeConfirm')}
                    okText={t('newsEditor.remove')}
                    cancelText={t('newsEditor.cancel')}
                    onConfirm={() => remove.mutateAsync(row.id)}
                  >
                    <Button type="link" danger data-testid={`notice-remove-${row.id}`}>
                      {t('newsEditor.remove')}
                    </Button>
                  </Popconfirm>
                </>
              ),
          },
        ]}
      />
    </>
  );
}

/** Both titles, a pin for pinned notices, and a mark where English readers read the Chinese. */
function NoticeTitle({ row }: { row: NewsEditorRow }) {
  const { t } = useTranslation();
  return (
    <div className={styles.titles}>
      <span>
        {row.pinned && <PushpinFilled className={styles.pin} aria-label={t('newsEditor.pinned')} />}
        {row.language === 'en' ? row.titleEn : row.title}
      </span>
      {row.language === 'all' && row.titleEn && <span className={styles.muted}>{row.titleEn}</span>}
      {row.englishFallback && (
        <Tag color="gold" className={styles.fallback} data-testid="notice-english-fallback">
          {t('newsEditor.englishFallback')}
        </Tag>
      )}
    </div>
  );
}

function Schedule({ row }: { row: NewsEditorRow }) {
  const { t } = useTranslation();
  if (!row.publishTime) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.schedule}>
      {t('newsEditor.publishedAt', { time: row.publishTime.slice(0, 16) })}
      {row.expireTime && (
        <>
          <br />
          {t('newsEditor.expiresAt', { time: row.expireTime.slice(0, 16) })}
        </>
      )}
    </span>
  );
}
