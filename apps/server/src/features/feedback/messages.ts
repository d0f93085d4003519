import type { FeatureMessages } from '../../http/messages.ts';

/** Why a questionnaire answer, or a questionnaire written in the console, was refused (docs/feedback.md). */
export const messages = {
  errors: {
    'feedback.templateNotFound': { zh: '问卷不存在', en: 'That questionnaire does not exist' },
    'feedback.nothingAnswered': {
      zh: '请至少填写一项内容后再提交',
      en: 'Answer at least one question before submitting',
    },
    'feedback.answerTooLong': {
      zh: '每项内容不能超过 2000 个字',
      en: 'Each answer is at most 2000 characters',
    },
    'feedback.repeatedQuestion': {
      zh: '同一个问题只能回答一次',
      en: 'Each question can be answered only once',
    },
    'feedback.unknownQuestion': {
      zh: '问卷中没有这个问题',
      en: 'That question is not part of the questionnaire',
    },
    'feedback.formClosed': {
      zh: '该问卷已结束，不再接收新的回答',
      en: 'This questionnaire is closed and takes no new answers',
    },
    'feedback.requiredMissing': {
      zh: '请填写所有必填问题后再提交',
      en: 'Answer every required question before submitting',
    },
    'feedback.unknownKind': { zh: '不支持这种题型', en: 'That kind of question is not supported' },
    'feedback.titleRequired': { zh: '请填写问卷标题', en: 'Enter the questionnaire title' },
    'feedback.titleTooLong': { zh: '标题不能超过 200 个字', en: 'A title is at most 200 characters' },
    'feedback.descriptionTooLong': {
      zh: '说明不能超过 2000 个字',
      en: 'The description is at most 2000 characters',
    },
    'feedback.questionTitleRequired': { zh: '每个问题都要填写标题', en: 'Every question needs a title' },
    'feedback.questionTitleTooLong': {
      zh: '问题标题不能超过 200 个字',
      en: 'A question title is at most 200 characters',
    },
    'feedback.hintTooLong': { zh: '提示文字不能超过 500 个字', en: 'A hint is at most 500 characters' },
    'feedback.noQuestions': { zh: '问卷至少要有一个问题', en: 'A questionnaire needs at least one question' },
    'feedback.tooManyQuestions': {
      zh: '一份问卷最多 50 个问题',
      en: 'A questionnaire has at most 50 questions',
    },
    'feedback.questionRemoved': {
      zh: '问卷已有回答，不能删除问题；可以复制问卷后再修改',
      en: 'The questionnaire has answers, so its questions cannot be removed; copy it to start over',
    },
    'feedback.kindChanged': {
      zh: '问卷已有回答，不能修改问题的题型',
      en: 'The questionnaire has answers, so a question cannot change its kind',
    },
    'feedback.newQuestionRequired': {
      zh: '问卷已有回答，新增的问题只能是选填',
      en: 'The questionnaire has answers, so a new question must be optional',
    },
    'feedback.formDeleted': {
      zh: '问卷已删除，请先恢复',
      en: 'The questionnaire was removed; restore it first',
    },
    'feedback.removeOpen': {
      zh: '问卷正在收集中，请先结束再删除',
      en: 'The questionnaire is open; close it before removing it',
    },
    'feedback.notOpen': {
      zh: '草稿尚未发布，无需结束',
      en: 'A draft was never opened, so it cannot be closed',
    },
  },
} satisfies FeatureMessages;
