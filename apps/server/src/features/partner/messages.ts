import type { FeatureMessages } from '../../http/messages.ts';

/** Why a partner token was not accepted (docs/partner.md). */
export const messages = {
  errors: {
    'partner.off': {
      zh: '未配置合作方应用登录，请使用门户账号登录',
      en: 'Partner-app sign-on is not set up; sign in with your portal account',
    },
    'partner.tokenInvalid': {
      zh: '合作方应用的登录凭证无效',
      en: 'The partner app’s sign-on token is not valid',
    },
    'partner.tokenExpired': {
      zh: '合作方应用的登录凭证已过期，请重新登录',
      en: 'The partner app’s sign-on token has expired; please sign in again',
    },
    'partner.otherUser': {
      zh: '登录凭证不属于该用户',
      en: 'The sign-on token belongs to another user',
    },
    'partner.unknownEmployee': {
      zh: '员工目录中没有该用户',
      en: 'The employee directory does not list this user',
    },
    'partner.keysUnavailable': {
      zh: '暂时无法验证合作方应用的登录凭证，请稍后再试',
      en: 'The partner app’s sign-on cannot be checked right now; try again later',
    },
  },
} satisfies FeatureMessages;
