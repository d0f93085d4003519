import type { Readable } from 'node:stream';
import type { AuditAction, AuditChange, AuditEvent, ConsoleModule, Language } from '@portal/contracts';
import { type SheetColumn, streamedSheet, xmlSafe } from '../../lib/xlsx.ts';

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

/** The trail as one .xlsx sheet, streamed while the batches are read: a row per event, a line per change. */
export function auditWorkbook(
  batches: AsyncIterable<AuditEvent[]>,
  language: Language,
  onError: (error: unknown) => void,
): Readable {
  const labels = LABELS[language];
  const { columns: names } = labels;
  const columns: SheetColumn[] = [
    { header: names.at, key: 'at', width: 20 },
    { header: names.person, key: 'person', width: 14 },
    { header: names.email, key: 'email', width: 28 },
    { header: names.module, key: 'module', width: 14 },
    { header: names.action, key: 'action', width: 10 },
    { header: names.subject, key: 'subject', width: 30, wrap: true },
    { header: names.changes, key: 'changes', width: 60, wrap: true },
  ];
  async function* rows() {
    for await (const batch of batches) {
      yield batch.map((event) => ({
        at: event.at,
        person: xmlSafe(event.actorName),
        email: xmlSafe(event.actorEmail),
        module: labels.modules[event.module],
        action: labels.actions[event.action],
        subject: xmlSafe(event.subjectLabel || `${event.subjectType} ${event.subjectId}`),
        changes: xmlSafe(changeLines(event.changes, labels.empty)),
      }));
    }
  }
  return streamedSheet(labels.sheet, columns, rows(), onError);
}
