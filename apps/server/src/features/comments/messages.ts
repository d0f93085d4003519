import type { FeatureMessages } from '../../http/messages.ts';

/** Why a comment call was refused (docs/comments.md). */
export const messages = {
  errors: {
    'comments.resourceNotFound': { zh: '内容不存在', en: 'That content does not exist' },
    'comments.notFound': { zh: '评论区不存在', en: 'That comment thread does not exist' },
    'comments.commentEmpty': { zh: '请输入评论内容', en: 'Enter a comment' },
    'comments.commentTooLong': { zh: '评论不能超过 100 个字', en: 'Comments are at most 100 characters' },
    'comments.commentNotFound': { zh: '评论不存在', en: 'That comment does not exist' },
    'comments.notYourComment': { zh: '只能删除自己的评论', en: 'You can only delete your own comments' },
  },
} satisfies FeatureMessages;
