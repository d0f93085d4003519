import type { FeatureMessages } from '../../http/messages.ts';

/** Why a call on the in-app messages was refused. */
export const messages = {
  errors: {
    'messages.readFlag': {
      zh: 'readFlag 只能是 0（未读）或 1（已读）',
      en: 'readFlag must be 0 (unread) or 1 (read)',
    },
    'messages.messageIds': { zh: '请提供 1 到 100 条消息的编号', en: 'Give between 1 and 100 message ids' },
    'messages.titleRequired': { zh: '请填写消息标题', en: 'Enter a title' },
    'messages.titleTooLong': { zh: '消息标题最多 100 个字', en: 'A title is at most 100 characters' },
    'messages.contentTooLong': { zh: '消息内容最多 2000 个字', en: 'The text is at most 2,000 characters' },
    'messages.linkOutsidePortal': {
      zh: '链接只能是本门户的页面，以 /#/ 开头',
      en: 'The link must be a page of this portal, starting with /#/',
    },
    'messages.audienceRequired': {
      zh: '请选择发送对象：全员、部门或指定人员',
      en: 'Choose who gets it: everyone, a department or listed people',
    },
    'messages.departmentRequired': {
      zh: '请填写部门（最多 200 个字）',
      en: 'Enter a department (at most 200 characters)',
    },
    'messages.peopleRequired': { zh: '请至少指定一位员工', en: 'Name at least one employee' },
    'messages.tooManyPeople': { zh: '一次最多指定 500 位员工', en: 'Name at most 500 employees at a time' },
    'messages.unknownPeople': {
      zh: '以下邮箱不是员工：{emails}',
      en: 'These emails are no employees: {emails}',
    },
    'messages.nobodyThere': {
      zh: '该范围内没有员工，消息未发送',
      en: 'Nobody is there: the message was not sent',
    },
  },
} satisfies FeatureMessages;
