import type { FeatureMessages } from '../../http/messages.ts';

/** Why a download was refused (docs/rules.md). */
export const messages = {
  errors: {
    'downloads.notOurFile': {
      zh: '只能下载本站存储的文件',
      en: 'Only files stored on this portal can be downloaded',
    },
    'downloads.zipFileCount': {
      zh: '一次可打包下载 1 到 {max} 个文件',
      en: 'Download all takes 1 to {max} files',
    },
    'downloads.zipTooLarge': {
      zh: '文件总大小超出打包上限，请逐个下载',
      en: 'These files are too large to download together; download them one by one',
    },
  },
} satisfies FeatureMessages;
