import type { FeatureMessages } from '../../http/messages.ts';

/** Why a call on the in-app messages was refused. */
export const messages = {
  errors: {
    'messages.readFlag': {
      zh: 'readFlag 只能是 0（未读）或 1（已读）',
      en: 'readFlag must be 0 (unread) or 1 (read)',
    },
    'messages.messageIds': { zh: '请提供 1 到 100 条消息的编号', en: 'Give between 1 and 100 message ids' },
  },
} satisfies FeatureMessages;
