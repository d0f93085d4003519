import type { FeatureMessages } from '../../http/messages.ts';

/** Why an honor hall call was refused (docs/honor.md). */
export const messages = {
  errors: {
    'honor.monthFormat': { zh: '月份格式应为 yyyy-MM', en: 'Months must look like yyyy-MM' },
    'honor.notFound': { zh: '荣誉不存在', en: 'That honor does not exist' },
  },
} satisfies FeatureMessages;
