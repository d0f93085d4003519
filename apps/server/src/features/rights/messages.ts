import type { FeatureMessages } from '../../http/messages.ts';

/** Why a grant or revoke of a module right was refused (docs/rights.md). */
export const messages = {
  errors: {
    'rights.unknownRight': {
      zh: '权限只能是 apartment:import、rotation:import、feedback:read、holiday:edit、software:publish、assets:edit',
      en: 'The right must be apartment:import, rotation:import, feedback:read, holiday:edit, software:publish or assets:edit',
    },
    'rights.unknownEmployee': { zh: '没有该邮箱的员工', en: 'No employee has that email' },
  },
} satisfies FeatureMessages;
