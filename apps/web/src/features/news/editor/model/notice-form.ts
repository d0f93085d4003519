import type { NewsEditorItem, NewsFields, NewsLanguage } from '@portal/contracts';

/** What the editor's form holds: the notice's words in both languages and how it is shown. */
export interface NoticeForm {
  language: NewsLanguage;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  department: string;
  content: string;
  contentEn: string;
  pinned: boolean;
  attachmentKeys: string[];
}

export const EMPTY_NOTICE: NoticeForm = {
  language: 'all',
  title: '',
  titleEn: '',
  summary: '',
  summaryEn: '',
  department: '',
  content: '',
  contentEn: '',
  pinned: false,
  attachmentKeys: [],
};

/** The form of a notice as the server has it. */
export const formOf = (item: NewsEditorItem): NoticeForm => ({
  language: item.language,
  title: item.title,
  titleEn: item.titleEn,
  summary: item.summary,
  summaryEn: item.summaryEn,
  department: item.department,
  content: item.content,
  contentEn: item.contentEn,
  pinned: item.pinned,
  attachmentKeys: item.attachments.map((file) => file.ossKey),
});

/** An editor's empty document is `<p></p>`: nothing written, so nothing to keep or fall back from. */
const writtenHtml = (html: string) => (/^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html);

/** The fields a save sends: the written words, trimmed as the server keeps them. */
export const fieldsOf = (form: NoticeForm): NewsFields => ({
  ...form,
  title: form.title.trim(),
  titleEn: form.titleEn.trim(),
  summary: form.summary.trim(),
  summaryEn: form.summaryEn.trim(),
  department: form.department.trim(),
  content: writtenHtml(form.content),
  contentEn: writtenHtml(form.contentEn),
});

/** Which languages' fields the form shows: both for everyone's notice, else the one language's. */
export const shownLanguages = (language: NewsLanguage): ('zh' | 'en')[] =>
  language === 'all' ? ['zh', 'en'] : [language];

/** The title a save requires, empty when it is given: the English one for English readers only. */
export const missingTitle = (form: NoticeForm): 'title' | 'titleEn' | null => {
  const required = form.language === 'en' ? 'titleEn' : 'title';
  return form[required].trim() ? null : required;
};

/** The notice as a reader of `language` reads it: the English falls back to the Chinese where empty. */
export function readAs(form: NoticeForm, language: 'zh' | 'en') {
  const english = language === 'en' || form.language === 'en';
  const pick = (zh: string, en: string) => (english ? en || zh : zh);
  return {
    title: pick(form.title, form.titleEn),
    summary: pick(form.summary, form.summaryEn),
    html: pick(writtenHtml(form.content), writtenHtml(form.contentEn)),
  };
}
