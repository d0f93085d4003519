import { activities } from '../../../features/home/schema.ts';
import type { SeedContext } from '../context.ts';

/** The activity pages (activity numbers by year), newest first. */
const items = [
  { title: '2025 奔跑吧团队 · 乐跑挑战赛', activityNo: 15 },
  { title: '2025 孩子们的奇思妙想', activityNo: 14 },
  { title: '2025 最美工位评选（2–8 月）', activityNo: 13 },
  { title: '2024 童心童画 · 儿童绘画展', activityNo: 7 },
  { title: '2024 AI 一起来涂色', activityNo: 6 },
  { title: '2024 最美工位评选', activityNo: 8 },
  { title: '2023 中秋团圆 · 一起过节', activityNo: 5 },
  { title: '2023 一日为师 · 人人都是老师', activityNo: 4 },
  { title: '2022 最美工位评选', activityNo: 3 },
  { title: '2022 运动打卡 · 每日一万步', activityNo: 1 },
];

export async function seedActivities(context: SeedContext) {
  const now = context.clock.now().getTime();
  await context.tx.insert(activities).values(
    items.map((item, index) => ({
      title: item.title,
      linkUrl: `/#/activity?activityNo=${item.activityNo}`,
      authorId: context.adminId,
      publishedAt: new Date(now - (index * 37 + 2) * 86_400_000),
    })),
  );
}
