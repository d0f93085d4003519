import type { FeatureMessages } from '../../http/messages.ts';

/** Why the sign-on page refused to sign someone in. */
export const messages = {
  errors: {
    'signIn.wrongPassword': { zh: '邮箱或密码不正确', en: 'Wrong email or password' },
    'signIn.emailUnverified': {
      zh: '身份提供方未验证此邮箱，不能用它登录',
      en: 'The identity provider has not verified this email; it cannot be used to sign in',
    },
    'signIn.tooManyAttempts': {
      zh: '尝试次数过多，请 {seconds} 秒后再试',
      en: 'Too many attempts; try again in {seconds} seconds',
    },
  },
} satisfies FeatureMessages;
