import { banners } from '../../../features/home/schema.ts';
import type { SeedContext } from '../context.ts';
import { pictureSvg, storeSeedImage } from '../images.ts';

/** Eleven slides, each with a Chinese headline, an English line and where a click goes. */
const slides = [
  {
    title: '2026 年度战略共识会',
    subtitle: '2026 Strategy Summit',
    hue: 218,
    link: '/#/ruleList?type=inform',
  },
  { title: '荣誉殿堂 · 年度之星揭晓', subtitle: 'Honor Hall: Stars of the Year', hue: 32, link: '/#/honor' },
  {
    title: '2025 最美工位评选',
    subtitle: 'Best Workstation 2025',
    hue: 160,
    link: '/#/activity?activityNo=13',
  },
  { title: '童心童画 · 六一儿童节', subtitle: "Children's Day Drawings", hue: 340, link: '/#/childrenDay' },
  { title: '乐跑团队挑战赛', subtitle: 'Running Teams Challenge', hue: 12, link: '/#/leRun' },
  {
    title: '会议室预订全新上线',
    subtitle: 'Meeting-room booking is live',
    hue: 200,
    link: '/#/meeting/meetingOrder',
  },
  {
    title: '制度文库 · 管理制度汇编',
    subtitle: 'The Rule Library',
    hue: 248,
    link: '/#/ruleList?type=manage',
  },
  { title: '阳光公示 · 采购信息公开', subtitle: 'Procurement Disclosure', hue: 140, link: '/#/publicShow' },
  {
    title: '听见你的声音 · 员工意见征集',
    subtitle: 'Listen to Me: tell us what you think',
    hue: 275,
    link: '/#/listenQuestionnaire',
  },
  {
    title: '书香角 · 每月好书推荐',
    subtitle: 'Book Corner: picks of the month',
    hue: 25,
    link: '/#/bookCorner',
  },
  {
    title: '假期日历 · 2026 放假安排',
    subtitle: 'Holiday Calendar 2026',
    hue: 190,
    link: '/#/holidayCalendar',
  },
];

/** The carousel is about 900 × 260 on a desktop; the pictures are drawn at twice that for sharp screens. */
export async function seedBanners(context: SeedContext) {
  const now = context.clock.now();
  for (const [index, slide] of slides.entries()) {
    const svg = pictureSvg({
      width: 1800,
      height: 520,
      title: slide.title,
      subtitle: slide.subtitle,
      hue: slide.hue,
    });
    const imageKey = await storeSeedImage(context, `banner-${index + 1}.svg`, svg);
    await context.tx.insert(banners).values({
      title: slide.title,
      imageKey,
      linkUrl: slide.link,
      sortOrder: index,
      authorId: context.adminId,
      publishedAt: new Date(now.getTime() - (index + 1) * 86_400_000),
    });
  }
}
