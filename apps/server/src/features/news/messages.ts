import type { FeatureMessages } from '../../http/messages.ts';

/** Why a news or notice call was refused, the editorial life's refusals among them (docs/rules.md, docs/console.md). */
export const messages = {
  errors: {
    'news.notFound': { zh: '内容不存在或尚未发布', en: 'That document does not exist or is not published' },
    'news.titleRequired': { zh: '请填写标题', en: 'Give the notice a title' },
    'news.titleTooLong': { zh: '标题最多 200 个字', en: 'A title is at most 200 characters' },
    'news.summaryTooLong': { zh: '摘要最多 500 个字', en: 'A summary is at most 500 characters' },
    'news.departmentTooLong': { zh: '发布部门最多 100 个字', en: 'A department is at most 100 characters' },
    'news.contentTooLong': {
      zh: '正文过长，最多 200000 个字符',
      en: 'The text is too long: at most 200,000 characters',
    },
    'news.tooManyAttachments': { zh: '最多 20 个附件', en: 'At most 20 attachments' },
    'editorial.expiryOrder': {
      zh: '下线时间必须晚于发布时间',
      en: 'The expiry must be after the publish time',
    },
    'editorial.expiryPast': {
      zh: '下线时间已过，请选择将来的时间',
      en: 'That expiry has passed; choose a later time',
    },
    'editorial.changedMeanwhile': {
      zh: '内容已被他人修改，请刷新后再编辑',
      en: 'Someone else changed this meanwhile; reload it and edit again',
    },
    'editorial.deleted': {
      zh: '内容已在回收站中，请先恢复',
      en: 'It is in the recycle bin; restore it first',
    },
    'news.unknownAttachment': {
      zh: '附件不存在，请重新上传',
      en: 'An attachment was not found; upload it again',
    },
  },
} satisfies FeatureMessages;
