import { type DocumentKind, NOTICE_COLUMN_ID, type TemplateCategory } from '@portal/contracts';
import { FILE_TYPES, insertAttachments } from '../../features/files/index.ts';
import { insertDocument } from '../../features/rules/index.ts';
import type { ContentSeeder, SeedContext } from './context.ts';
import { storeSeedFile } from './images.ts';
import { noticeHtml, ruleDocHtml } from './rules-data/content-html.ts';
import { enNotices, type SeedNotice, zhNotices } from './rules-data/notices.ts';
import { demoDocx, demoPdf, demoXlsx } from './rules-data/office-files.ts';
import {
  contractTemplates,
  extraTemplates,
  manageDocs,
  processDocs,
  type SeedAttachment,
  type SeedRuleDoc,
} from './rules-data/rule-docs.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function attachmentBytes({ kind, name }: SeedAttachment, title: string, language: 'zh' | 'en'): Buffer {
  const note = language === 'en' ? 'Staff portal demo attachment.' : '本文件为员工门户演示附件。';
  if (kind === 'pdf') return demoPdf([name, title, note]);
  if (kind === 'docx') return demoDocx(name, [title, note, '__________________________']);
  const header = language === 'en' ? ['No.', 'Item', 'Notes'] : ['序号', '项目', '说明'];
  return demoXlsx(language === 'en' ? 'Sheet1' : '表1', [
    header,
    ['1', title, note],
    ['2', '', ''],
    ['3', '', ''],
  ]);
}

async function attachFiles(
  context: SeedContext,
  documentId: number,
  doc: { title: string; attachments: SeedAttachment[] },
  language: 'zh' | 'en',
) {
  const stored = [];
  for (const attachment of doc.attachments) {
    const filename = `${attachment.name}.${attachment.kind}`;
    const ossKey = await storeSeedFile(context, filename, attachmentBytes(attachment, doc.title, language), {
      contentType: FILE_TYPES[attachment.kind].contentType,
      extension: FILE_TYPES[attachment.kind].extensions[0] as string,
    });
    stored.push({ ossKey, filename });
  }
  await insertAttachments(context.tx, { type: 'document', id: documentId }, stored);
}

/** The n-th newest of a list: about a week apart, during office hours, in the company's zone. */
function publishTime(
  context: SeedContext,
  index: number,
  dueInDays = 0,
): { publishedAt: Date; updatedAt: Date } {
  const now = context.clock.now();
  const daysAgo = dueInDays > 0 ? -dueInDays : index * 6 + context.random.int(1, 4);
  const day = context.clock.startOfDay(new Date(now.getTime() - daysAgo * DAY_MS));
  const publishedAt = new Date(
    day.getTime() + context.random.int(9, 17) * HOUR_MS + context.random.int(0, 59) * 60_000,
  );
  // Every fourth document was revised a few days after it came out.
  const revised =
    index % 4 === 3 ? new Date(publishedAt.getTime() + context.random.int(2, 5) * DAY_MS) : publishedAt;
  return { publishedAt, updatedAt: revised.getTime() < now.getTime() ? revised : publishedAt };
}

/** A document written for English readers keeps its words in the English fields too, as the console does. */
const englishWords = (language: 'zh' | 'en', words: { title: string; summary: string; content: string }) =>
  language === 'en' ? { titleEn: words.title, summaryEn: words.summary, contentEn: words.content } : {};

async function seedRuleDocs(
  context: SeedContext,
  kind: Exclude<DocumentKind, 'inform'>,
  docs: SeedRuleDoc[],
  category?: TemplateCategory,
) {
  for (const [index, doc] of docs.entries()) {
    const words = { title: doc.title, summary: doc.purpose, content: ruleDocHtml(doc, kind) };
    const row = await insertDocument(context.tx, {
      kind,
      language: doc.language,
      ...words,
      ...englishWords(doc.language, words),
      department: doc.department,
      templateCategory: category ?? null,
      templateType: doc.templateType ?? null,
      templatePrincipal: category ? context.random.pick(context.employees).name : null,
      status: doc.status,
      authorId: context.adminId,
      ...publishTime(context, index),
    });
    await attachFiles(context, row.id, doc, doc.language);
  }
}

async function seedNotices(context: SeedContext, language: 'zh' | 'en', notices: SeedNotice[]) {
  for (const [index, notice] of notices.entries()) {
    const words = { title: notice.title, summary: notice.summary, content: noticeHtml(notice, language) };
    const row = await insertDocument(context.tx, {
      kind: 'inform',
      columnId: NOTICE_COLUMN_ID,
      language,
      ...words,
      ...englishWords(language, words),
      department: notice.department,
      authorId: context.adminId,
      ...publishTime(context, index, notice.dueInDays),
    });
    await attachFiles(context, row.id, notice, language);
  }
}

/** The rule library: rules, processes, contract and other templates, and notices in both languages. */
export const seedRules: ContentSeeder = async (context) => {
  await seedRuleDocs(context, 'manage', manageDocs);
  await seedRuleDocs(context, 'process', processDocs);
  await seedRuleDocs(context, 'template', contractTemplates, 'contract');
  await seedRuleDocs(context, 'template', extraTemplates, 'extra');
  await seedNotices(context, 'zh', zhNotices);
  await seedNotices(context, 'en', enNotices);
};
