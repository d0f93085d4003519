import type { FeatureMessages } from '../../http/messages.ts';

/** Why an apartment import was not confirmed (docs/apartments.md). */
export const messages = {
  errors: {
    'apartment.importNotPreviewed': {
      zh: '房源列表或文件与预览时不同，请重新预览后再确认导入',
      en: 'The listings or the file differ from the preview; preview the file again, then confirm',
    },
  },
} satisfies FeatureMessages;
