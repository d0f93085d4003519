import type { ArticleCounts } from '../../news/index.ts';
import { type PostResource, usePostThread } from './use-post-thread.ts';

/** The counts an ArticleView shows, from the same thread the CommentsPanel reads (one request). */
export function useThreadCounts(resource: PostResource): ArticleCounts | undefined {
  const { data: thread } = usePostThread(resource);
  return thread && { comments: thread.comments.length, likes: thread.like, views: thread.view };
}
