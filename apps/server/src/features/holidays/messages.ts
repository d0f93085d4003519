import type { FeatureMessages } from '../../http/messages.ts';

/** Why a holiday entry was refused (docs/holidays.md). */
export const messages = {
  errors: {
    'holidays.yearRange': { zh: '年份应在 2000 到 2100 之间', en: 'The year must be between 2000 and 2100' },
    'holidays.nameRequired': {
      zh: '请填写假期的中文和英文名称',
      en: "Enter the holiday's Chinese and English names",
    },
    'holidays.nameTooLong': { zh: '假期名称不能超过 50 个字', en: 'A holiday name is at most 50 characters' },
    'holidays.order': { zh: '假期的结束日期不能早于开始日期', en: 'A holiday cannot end before it starts' },
    'holidays.tooLong': { zh: '一个假期最长 31 天', en: 'A holiday lasts at most 31 days' },
    'holidays.outsideYear': {
      zh: '假期的开始或结束日期须在所属年份内',
      en: "A holiday must start or end in its notice's year",
    },
    'holidays.tooManyWorkdays': {
      zh: '一个假期最多 5 个调休上班日',
      en: 'A holiday has at most 5 make-up workdays',
    },
    'holidays.workdayRepeated': { zh: '调休上班日不能重复', en: 'A make-up workday is listed twice' },
    'holidays.workdayInHoliday': {
      zh: '调休上班日不能落在假期之内',
      en: 'A make-up workday cannot fall within a holiday',
    },
    'holidays.workdayFar': {
      zh: '调休上班日须在假期前后 45 天以内',
      en: 'A make-up workday lies within 45 days of its holiday',
    },
    'holidays.overlap': { zh: '与已有的假期日期重叠', en: 'The dates overlap another holiday' },
    'holidays.workdayTaken': {
      zh: '该调休上班日已属于另一个假期',
      en: 'That make-up workday already belongs to another holiday',
    },
    'holidays.notFound': { zh: '假期不存在或已被删除', en: 'That holiday does not exist or was removed' },
  },
} satisfies FeatureMessages;
