import { ArrowLeftOutlined } from '@ant-design/icons';
import type { NewsEditorItem } from '@portal/contracts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../../console/index.ts';
import { RightGate } from '../../rights/index.ts';
import { NoticeEditor } from './components/NoticeEditor.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { useNewsEditorItem } from './use-news-editor.ts';

addFeatureTexts({ zh, en });

/** The notice a page address names (`?id=12`), or null for a new one. */
const noticeIdOf = (search: string) => {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /#/admin/news/edit (编辑通知): a notice's words in both languages, its preview and its life. */
export function NewsEditorPage() {
  const { t } = useTranslation();
  const id = noticeIdOf(useSearch());
  const back = (
    <Link href="/admin/news" data-testid="notice-back">
      <ArrowLeftOutlined /> {t('newsEditor.back')}
    </Link>
  );
  return (
    <ConsoleFrame
      title={t(id ? 'newsEditor.editTitle' : 'newsEditor.newTitle')}
      actions={back}
      testId="notice-editor-page"
    >
      <RightGate right="news:edit" refusal={t('newsEditor.notAllowed')}>
        <Loaded id={id} />
      </RightGate>
    </ConsoleFrame>
  );
}

function Loaded({ id }: { id: number | null }) {
  const item = useNewsEditorItem(id);
  if (id !== null && !item.data) return item.isError ? null : <Skeleton active />;
  // A new key once the notice is saved or changes: the form starts from what the server holds.
  const notice: NewsEditorItem | null = item.data ?? null;
  return <NoticeEditor key={notice ? `${notice.id}` : 'new'} notice={notice} />;
}
