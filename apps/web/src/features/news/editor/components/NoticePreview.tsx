import { Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleView } from '../../ArticleView.tsx';
import { type NoticeForm, readAs } from '../model/notice-form.ts';

interface NoticePreviewProps {
  form: NoticeForm;
  /** When it shows as published: the publish time, or today for a draft. */
  date: string;
  onClose: () => void;
}

/** The notice as its readers will see it, in either language (English falls back as on the page). */
export function NoticePreview({ form, date, onClose }: NoticePreviewProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<'zh' | 'en'>(form.language === 'en' ? 'en' : 'zh');
  const read = readAs(form, language);
  const languages = form.language === 'all' ? (['zh', 'en'] as const) : [form.language];
  return (
    <Modal open width={960} footer={null} onCancel={onClose} title={t('newsEditor.preview')}>
      {languages.length > 1 && (
        <Segmented
          value={language}
          onChange={(value) => setLanguage(value as 'zh' | 'en')}
          options={languages.map((value) => ({ value, label: t(`newsEditor.languages.${value}Readers`) }))}
          data-testid="notice-preview-language"
        />
      )}
      <div data-testid="notice-preview">
        <ArticleView
          breadcrumb={[{ title: t('newsEditor.noticesCrumb') }, { title: read.title }]}
          title={read.title}
          department={form.department}
          date={date}
          html={read.html}
        />
      </div>
    </Modal>
  );
}
