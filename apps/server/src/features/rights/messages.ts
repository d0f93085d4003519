import type { FeatureMessages } from '../../http/messages.ts';

/** Why a grant or revoke of a module right was refused (docs/rights.md). */
export const messages = {
  errors: {
    'rights.unknownRight': { zh: '没有这项模块权限', en: 'There is no such module right' },
    'rights.unknownEmployee': { zh: '没有该邮箱的员工', en: 'No employee has that email' },
  },
} satisfies FeatureMessages;
