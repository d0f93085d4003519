import type { FeatureMessages } from '../../http/messages.ts';

/** Why a news or notice call was refused (docs/rules.md). */
export const messages = {
  errors: {
    'news.notFound': { zh: '内容不存在或尚未发布', en: 'That document does not exist or is not published' },
  },
} satisfies FeatureMessages;
