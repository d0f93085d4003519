import type { FeatureMessages } from '../../http/messages.ts';

/** Why an audit trail call was refused (docs/console.md). */
export const messages = {
  errors: {
    'audit.personTooLong': { zh: '操作人最多 100 个字', en: 'The person filter is at most 100 characters' },
    'audit.unknownModule': { zh: '没有这个模块', en: 'There is no such module' },
    'audit.order': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  },
} satisfies FeatureMessages;
