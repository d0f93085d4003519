import type { FeatureMessages } from '../../http/messages.ts';

/** Why a questionnaire answer was refused (docs/feedback.md). */
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
  },
} satisfies FeatureMessages;
