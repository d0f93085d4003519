import { comments, likes, posts, views } from '../../../features/comments/schema.ts';
import type { SeedContext } from '../context.ts';

const remarks = [
  '恭喜！实至名归 👏',
  '向榜样学习！',
  '去年合作过，确实非常靠谱。',
  '太厉害了，期待更多分享～',
  '辛苦了，值得这份荣誉！',
  '我们团队的骄傲！',
  'Congratulations, well deserved!',
  'Great work, inspiring for all of us.',
  '师徒情深，薪火相传。',
  '什么时候组织一次经验分享会？',
];

const HOUR_MS = 3_600_000;

/** Distinct user ids, picked with the seed's randomness. */
function someUsers(context: SeedContext, count: number): number[] {
  const picked = new Set<number>();
  while (picked.size < Math.min(count, context.userIds.length - 1)) {
    picked.add(context.random.pick(context.userIds.slice(1)));
  }
  return [...picked];
}

/** A moment between publication and now, so comments never come before the honor. */
function after(context: SeedContext, publishedAt: Date): Date {
  const span = context.clock.now().getTime() - publishedAt.getTime();
  return new Date(publishedAt.getTime() + Math.floor(context.random.next() * Math.max(span - HOUR_MS, 0)));
}

/** Views, likes and a few comments (some anonymous) on an honor, as colleagues would leave them. */
export async function seedHonorThread(context: SeedContext, honorId: number, publishedAt: Date) {
  const [post] = await context.tx
    .insert(posts)
    .values({ resourceType: 1, resourceId: honorId, createdAt: publishedAt })
    .returning({ id: posts.id });
  if (!post) return;
  const viewers = someUsers(context, context.random.int(8, 60));
  await context.tx
    .insert(views)
    .values(viewers.map((userId) => ({ postId: post.id, userId, createdAt: after(context, publishedAt) })));
  const likers = viewers.slice(0, context.random.int(0, Math.min(18, viewers.length)));
  if (likers.length) {
    await context.tx
      .insert(likes)
      .values(likers.map((userId) => ({ postId: post.id, userId, createdAt: after(context, publishedAt) })));
  }
  const commenters = viewers.slice(0, context.random.int(0, 4));
  if (commenters.length) {
    await context.tx.insert(comments).values(
      commenters.map((userId) => ({
        postId: post.id,
        userId,
        comment: context.random.pick(remarks),
        anonymous: context.random.next() < 0.2,
        createdAt: after(context, publishedAt),
      })),
    );
  }
}
