import type { FeatureMessages } from '../../http/messages.ts';

/** Why the help chat cannot open. */
export const messages = {
  errors: {
    'helpChat.off': { zh: '在线客服暂未开通', en: 'The help chat is not set up' },
  },
} satisfies FeatureMessages;
