import type { FeatureMessages } from '../../http/messages.ts';

/** Why an asset call was refused, and what the asset calls say when they succeed (docs/public-assets.md). */
export const messages = {
  errors: {
    'assets.category': {
      zh: '资产类别只能是 computer、display、network、av、furniture、vehicle 或 other',
      en: 'The category must be computer, display, network, av, furniture, vehicle or other',
    },
    'assets.status': {
      zh: '资产状态只能是 inUse、idle、repair 或 scrapped',
      en: 'The status must be inUse, idle, repair or scrapped',
    },
    'assets.numberRequired': { zh: '请输入资产编号', en: 'Enter the asset number' },
    'assets.numberTooLong': {
      zh: '资产编号不能超过 40 个字',
      en: 'The asset number is longer than 40 characters',
    },
    'assets.nameRequired': { zh: '请输入资产名称', en: 'Enter the asset name' },
    'assets.nameTooLong': { zh: '资产名称不能超过 100 个字', en: 'The name is longer than 100 characters' },
    'assets.unknownLocation': { zh: '存放地点不存在', en: 'Unknown location' },
    'assets.unknownCustodian': { zh: '没有该邮箱的员工', en: 'No employee has that email' },
    'assets.duplicateNumber': { zh: '资产编号已存在', en: 'That asset number is already taken' },
    'assets.notFound': { zh: '资产不存在', en: 'That asset does not exist' },
  },
  texts: {
    'assets.created': { zh: '资产已添加', en: 'The asset was added' },
    'assets.updated': { zh: '资产已保存', en: 'The asset was saved' },
  },
} satisfies FeatureMessages;
