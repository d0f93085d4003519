import { PassThrough, type Readable } from 'node:stream';
import type { AuditAction, AuditChange, AuditEvent, ConsoleModule, Language } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { xmlSafe } from '../../lib/xlsx.ts';

interface Labels {
  sheet: string;
  columns: Record<'at' | 'person' | 'email' | 'module' | 'action' | 'subject' | 'changes', string>;
  modules: Record<ConsoleModule, string>;
  actions: Record<AuditAction, string>;
  empty: string;
}

/** The sheet's own words: the console's module and action names as the console shows them. */
const LABELS: Record<Language, Labels> = {
  zh: {
    sheet: '操作日志',
    columns: {
      at: '时间',
      person: '操作人',
      email: '邮箱',
      module: '模块',
      action: '操作',
      subject: '对象',
      changes: '变更',
    },
    modules: {
      rights: '模块权限',
      holidays: '假期日历',
      software: '软件安装',
      assets: '公共资产',
      apartments: '公寓房源',
      rotation: '内部转岗',
      news: '新闻',
      rules: '规章制度',
      honor: '荣誉',
      home: '首页',
      activities: '活动与相册',
      services: '服务',
      procurement: '采购公告',
      feedback: '意见反馈',
      rooms: '会议室',
      messages: '群发消息',
    },
    actions: {
      create: '新建',
      update: '修改',
      remove: '删除',
      restore: '恢复',
      publish: '发布',
      unpublish: '下线',
      grant: '授予',
      revoke: '收回',
      send: '发送',
    },
    empty: '（空）',
  },
  en: {
    sheet: 'Audit trail',
    columns: {
      at: 'Time',
      person: 'By',
      email: 'Email',
      module: 'Module',
      action: 'Action',
      subject: 'Subject',
      changes: 'Changes',
    },
    modules: {
      rights: 'Module rights',
      holidays: 'Holiday calendar',
      software: 'Software',
      assets: 'Public assets',
      apartments: 'Apartments',
      rotation: 'Job rotation',
      news: 'News',
      rules: 'Rules',
      honor: 'Honors',
      home: 'Home page',
      activities: 'Activities and galleries',
      services: 'Services',
      procurement: 'Procurement',
      feedback: 'Feedback',
      rooms: 'Meeting rooms',
      messages: 'Bell messages',
    },
    actions: {
      create: 'Created',
      update: 'Changed',
      remove: 'Removed',
      restore: 'Restored',
      publish: 'Published',
      unpublish: 'Withdrawn',
      grant: 'Granted',
      revoke: 'Revoked',
      send: 'Sent',
    },
    empty: '(empty)',
  },
};

const shown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === ''
    ? empty
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A change per line: `path: before → after`. */
const changeLines = (changes: AuditChange[], empty: string) =>
  changes
    .map(({ path, before, after }) => `${path}: ${shown(before, empty)} → ${shown(after, empty)}`)
    .join('\n');

/**
 * The trail as one .xlsx sheet, streamed while the batches are read: a row per event. Cells are
 * plain strings, never formulas, so a title starting with "=" stays text.
 */
export function auditWorkbook(
  batches: AsyncIterable<AuditEvent[]>,
  language: Language,
  onError: (error: unknown) => void,
): Readable {
  const labels = LABELS[language];
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const wrapped = { alignment: { wrapText: true, vertical: 'top' as const } };
  sheet.columns = [
    { header: labels.columns.at, key: 'at', width: 20 },
    { header: labels.columns.person, key: 'person', width: 14 },
    { header: labels.columns.email, key: 'email', width: 28 },
    { header: labels.columns.module, key: 'module', width: 14 },
    { header: labels.columns.action, key: 'action', width: 10 },
    { header: labels.columns.subject, key: 'subject', width: 30, style: wrapped },
    { header: labels.columns.changes, key: 'changes', width: 60, style: wrapped },
  ];
  sheet.getRow(1).font = { bold: true };

  const write = async () => {
    for await (const batch of batches) {
      for (const event of batch) {
        sheet
          .addRow({
            at: event.at,
            person: xmlSafe(event.actorName),
            email: xmlSafe(event.actorEmail),
            module: labels.modules[event.module],
            action: labels.actions[event.action],
            subject: xmlSafe(event.subjectLabel || `${event.subjectType} ${event.subjectId}`),
            changes: xmlSafe(changeLines(event.changes, labels.empty)),
          })
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
