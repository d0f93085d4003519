import type { FeatureMessages } from '../../http/messages.ts';

/** Why a job rotation call was refused, and the word that a job was removed (docs/rotation.md). */
export const messages = {
  errors: {
    'rotation.notFound': { zh: '岗位不存在或已被删除', en: 'That job does not exist or was removed' },
  },
  texts: {
    'rotation.removed': { zh: '已成功删除该岗位', en: 'The job was removed' },
  },
} satisfies FeatureMessages;
