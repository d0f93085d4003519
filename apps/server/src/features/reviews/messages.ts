import type { FeatureMessages } from '../../http/messages.ts';

/** Why a review report call was refused (docs/reviews.md). */
export const messages = {
  errors: {
    'review.titleRequired': { zh: '请输入复盘标题', en: 'Enter a title' },
    'review.titleTooLong': { zh: '标题不能超过 100 个字', en: 'The title is at most 100 characters' },
    'review.projectRequired': { zh: '请输入项目或事件', en: 'Enter the project or event' },
    'review.projectTooLong': {
      zh: '项目或事件不能超过 100 个字',
      en: 'The project or event is at most 100 characters',
    },
    'review.sectionTooLong': {
      zh: '每一部分不能超过 2000 个字',
      en: 'Each section is at most 2000 characters',
    },
    'review.email': { zh: '请填写正确的员工邮箱', en: 'Enter a valid employee email' },
    'review.tooManyParticipants': { zh: '参与人最多 50 位', en: 'At most 50 participants' },
    'review.tooManyActions': { zh: '改进措施最多 20 项', en: 'At most 20 follow-up actions' },
    'review.actionRequired': { zh: '请填写改进措施内容', en: 'Describe the follow-up action' },
    'review.actionTooLong': {
      zh: '改进措施不能超过 200 个字',
      en: 'A follow-up action is at most 200 characters',
    },
    'review.listType': { zh: '列表类型只能是 my 或 all', en: 'The list type must be my or all' },
    'review.unknownEmployee': { zh: '没有该邮箱的员工：{email}', en: 'No employee has the email {email}' },
    'review.notFound': { zh: '复盘报告不存在', en: 'That review does not exist' },
    'review.authorOnly': { zh: '只有作者可以修改该复盘报告', en: 'Only its author may change this review' },
    'review.otherEmail': {
      zh: '只能查询自己的复盘报告',
      en: 'You can only ask about your own reviews',
    },
    'review.alreadyPublished': { zh: '该复盘报告已发布', en: 'This review is already published' },
    'review.publishedNotDeletable': {
      zh: '已发布的复盘报告不能删除',
      en: 'A published review cannot be deleted',
    },
  },
} satisfies FeatureMessages;
