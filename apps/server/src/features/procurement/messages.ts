import type { FeatureMessages } from '../../http/messages.ts';

/** Why a procurement call was refused. */
export const messages = {
  errors: {
    'procurement.monthFormat': { zh: '月份格式应为 YYYY-MM', en: 'Months must look like YYYY-MM' },
  },
} satisfies FeatureMessages;
