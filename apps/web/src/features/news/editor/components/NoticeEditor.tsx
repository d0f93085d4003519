import type { NewsEditorItem } from '@portal/contracts';
import { Alert, Button, Input, Popconfirm, Radio, Space, Switch } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  NEWS_ATTACHMENTS_MAX,
  NEWS_DEPARTMENT_MAX,
  NEWS_LANGUAGES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
} from '../../../../api/contract-values.ts';
import { useSingleSubmit } from '../../../../api/use-single-submit.ts';
import { AttachmentUpload } from '../../../files/index.ts';
import {
  EMPTY_NOTICE,
  fieldsOf,
  formOf,
  missingTitle,
  type NoticeForm,
  shownLanguages,
} from '../model/notice-form.ts';
import styles from '../news-editor.module.css';
import { useCreateNotice, useNoticeLifeStep, useUpdateNotice } from '../use-news-editor.ts';
import { NoticePreview } from './NoticePreview.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { StateTag } from './StateTag.tsx';

// TipTap and ProseMirror are the editor's own chunk: the page and its fields show while it loads.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** The form of one notice (or a new one) and the buttons of its life: save, preview, publish, take down. */
export function NoticeEditor({ notice }: { notice: NewsEditorItem | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<NoticeForm>(notice ? formOf(notice) : EMPTY_NOTICE);
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState<'preview' | 'publish' | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const unpublish = useNoticeLifeStep('newsUnpublish');
  const remove = useNoticeLifeStep('newsRemove');
  const { pending, run } = useSingleSubmit();
  const missing = missingTitle(form);
  const set = <K extends keyof NoticeForm>(key: K, value: NoticeForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };

  /** Saves what the form holds; a new notice then has its own address. */
  const save = () =>
    run(async () => {
      const fields = fieldsOf(form);
      if (notice) await update.mutateAsync({ ...fields, id: notice.id, revision: notice.revision });
      else navigate(`/admin/news/edit?id=${(await create.mutateAsync(fields)).id}`, { replace: true });
      setDirty(false);
    }).catch(() => undefined);

  const deleted = notice?.state === 'deleted';
  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        {notice && <StateTag state={notice.state} />}
        {notice?.publishTime && (
          <span className={styles.muted}>
            {t('newsEditor.publishedAt', { time: notice.publishTime.slice(0, 16) })}
            {notice.expireTime && ` · ${t('newsEditor.expiresAt', { time: notice.expireTime.slice(0, 16) })}`}
          </span>
        )}
        <Space wrap className={styles.barActions}>
          <Button onClick={() => setDialog('preview')} data-testid="notice-preview-open">
            {t('newsEditor.preview')}
          </Button>
          <Button
            type={notice ? 'default' : 'primary'}
            loading={pending}
            disabled={missing !== null || uploading || deleted}
            onClick={save}
            data-testid="notice-save"
          >
            {t('newsEditor.save')}
          </Button>
          {notice && !deleted && (
            <Button
              type="primary"
              disabled={dirty || uploading}
              title={dirty ? t('newsEditor.saveFirst') : undefined}
              onClick={() => setDialog('publish')}
              data-testid="notice-publish"
            >
              {t(notice.state === 'live' ? 'newsEditor.republish' : 'newsEditor.publish')}
            </Button>
          )}
          {notice && (notice.state === 'live' || notice.state === 'scheduled') && (
            <Popconfirm
              title={t('newsEditor.unpublishConfirm')}
              okText={t('newsEditor.unpublish')}
              cancelText={t('newsEditor.cancel')}
              onConfirm={() => unpublish.mutateAsync(notice.id)}
            >
              <Button data-testid="notice-unpublish">{t('newsEditor.unpublish')}</Button>
            </Popconfirm>
          )}
          {notice && !deleted && (
            <Popconfirm
              title={t('newsEditor.removeConfirm')}
              okText={t('newsEditor.remove')}
              cancelText={t('newsEditor.cancel')}
              onConfirm={async () => {
                await remove.mutateAsync(notice.id);
                navigate('/admin/news');
              }}
            >
              <Button danger data-testid="notice-remove">
                {t('newsEditor.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </div>
      {deleted && <Alert type="warning" showIcon message={t('newsEditor.inRecycleBin')} />}
      {dirty && notice && (
        <Alert type="info" showIcon message={t('newsEditor.unsaved')} data-testid="notice-unsaved" />
      )}

      <div className={styles.settings}>
        <Radio.Group
          value={form.language}
          onChange={(event) => set('language', event.target.value)}
          optionType="button"
          options={NEWS_LANGUAGES.map((value) => ({ value, label: t(`newsEditor.languages.${value}`) }))}
          data-testid="notice-language"
        />
        <Input
          value={form.department}
          onChange={(event) => set('department', event.target.value)}
          placeholder={t('newsEditor.department')}
          aria-label={t('newsEditor.department')}
          maxLength={NEWS_DEPARTMENT_MAX}
          className={styles.department}
          data-testid="notice-department"
        />
        <span className={styles.pinSwitch}>
          <Switch
            checked={form.pinned}
            onChange={(checked) => set('pinned', checked)}
            data-testid="notice-pinned"
          />
          {t('newsEditor.pinned')}
        </span>
      </div>

      <div className={styles.languages} data-count={shownLanguages(form.language).length}>
        {shownLanguages(form.language).map((language) => (
          <LanguageFields
            key={language}
            language={language}
            form={form}
            set={set}
            fallsBack={form.language === 'all' && language === 'en'}
            missing={missing}
          />
        ))}
      </div>

      <section className={styles.attachments}>
        <h3 className={styles.heading}>{t('newsEditor.attachments')}</h3>
        <AttachmentUpload
          value={form.attachmentKeys.join(',')}
          onChange={(value) => set('attachmentKeys', value.split(',').filter(Boolean))}
          limit={NEWS_ATTACHMENTS_MAX}
          onUploadingChange={setUploading}
          data-testid="notice-attachments"
        />
      </section>

      {dialog === 'preview' && (
        <NoticePreview
          form={form}
          date={(notice?.publishTime ?? '').slice(0, 10) || t('newsEditor.notYetPublished')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'publish' && notice && <PublishDialog notice={notice} onClose={() => setDialog(null)} />}
    </div>
  );
}

interface LanguageFieldsProps {
  language: 'zh' | 'en';
  form: NoticeForm;
  set: <K extends keyof NoticeForm>(key: K, value: NoticeForm[K]) => void;
  /** English fields of everyone's notice: left empty, readers get the Chinese. */
  fallsBack: boolean;
  missing: 'title' | 'titleEn' | null;
}

/** One language's title, summary and text. */
function LanguageFields({ language, form, set, fallsBack, missing }: LanguageFieldsProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const key = (field: 'title' | 'summary' | 'content') =>
    language === 'en' ? (`${field}En` as const) : field;
  const placeholder = (field: 'title' | 'summary') =>
    fallsBack ? t('newsEditor.fallsBack') : t(`newsEditor.${field}Placeholder`);
  return (
    <section className={styles.language} data-testid={`notice-fields-${language}`}>
      <h3 className={styles.heading}>{t(`newsEditor.languages.${language}Fields`)}</h3>
      <label htmlFor={`${fieldId}-title`} className={styles.field}>
        {t('newsEditor.title')}
        <Input
          id={`${fieldId}-title`}
          value={form[key('title')]}
          onChange={(event) => set(key('title'), event.target.value)}
          placeholder={placeholder('title')}
          maxLength={NEWS_TITLE_MAX}
          status={missing === key('title') && form[key('title')] !== '' ? 'error' : undefined}
          data-testid={`notice-title-${language}`}
        />
      </label>
      <label htmlFor={`${fieldId}-summary`} className={styles.field}>
        {t('newsEditor.summary')}
        <Input.TextArea
          id={`${fieldId}-summary`}
          value={form[key('summary')]}
          onChange={(event) => set(key('summary'), event.target.value)}
          placeholder={placeholder('summary')}
          maxLength={NEWS_SUMMARY_MAX}
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid={`notice-summary-${language}`}
        />
      </label>
      <div className={styles.field}>
        {t('newsEditor.content')}
        <Suspense fallback={<div className={styles.richTextLoading} />}>
          <RichTextEditor
            value={form[key('content')]}
            onChange={(html) => set(key('content'), html)}
            label={`${t('newsEditor.content')} (${t(`newsEditor.languages.${language}Fields`)})`}
            testId={`notice-content-${language}`}
          />
        </Suspense>
      </div>
    </section>
  );
}
