import type { FeatureMessages } from '../../http/messages.ts';

/** Why a gallery call was refused (docs/gallery.md). */
export const messages = {
  errors: {
    'gallery.activityNo': {
      zh: '活动编号应为 0 到 2147483647 之间的整数',
      en: 'Activity numbers are whole numbers from 0 to 2147483647',
    },
    'gallery.monthRange': {
      zh: '月份应为 2 到 8 之间的整数',
      en: 'The month must be a whole number from 2 to 8',
    },
    'gallery.monthNotMonthly': { zh: '该活动不按月份展示', en: 'This activity is not shown by month' },
    'gallery.notFound': { zh: '活动不存在', en: 'That activity does not exist' },
  },
} satisfies FeatureMessages;
