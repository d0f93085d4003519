import type { NavMenu } from '@portal/contracts';
import { messages } from '../../features/messages/schema.ts';
import { navLinks } from '../../features/shell/schema.ts';
import type { ContentSeeder } from './context.ts';

type LinkSeed = [titleZh: string, titleEn: string, url: string];

/** The header's menus and the home page's quick links; internal pages as hash routes, other systems by host. */
const LINKS: Record<NavMenu, LinkSeed[]> = {
  publicNotice: [
    ['通知公告', 'Notices', '/#/ruleList?type=inform'],
    ['管理制度', 'Management rules', '/#/ruleList?type=manage'],
    ['流程规范', 'Processes', '/#/ruleList?type=process'],
    ['阳光公示', 'Public disclosure', '/#/publicShow'],
    ['荣誉殿堂', 'Honor hall', '/#/honor'],
  ],
  myWork: [
    ['我的会议', 'My meetings', '/#/meeting/myOrders'],
    ['预定会议室', 'Book a meeting room', '/#/meeting/meetingOrder'],
    ['我的复盘', 'My reviews', '/#/review/myReview'],
    ['流程中心', 'Process center', '/#/bm'],
    ['个人项目', 'Personal projects', '/#/personalProject/personalProject'],
  ],
  businessTools: [
    ['模板下载', 'Templates', '/#/ruleList?type=template'],
    ['软件安装', 'Software installation', '/#/downloadSoftware'],
    ['组织架构与干部', 'Organization and managers', '/#/orgTree'],
    ['OTKR', 'OTKR', '/#/portal/otkr'],
    ['内部转岗', 'Job rotation', '/#/jobListings'],
  ],
  serviceTools: [
    ['假期日历', 'Holiday calendar', '/#/holidayCalendar'],
    ['办公地址', 'Office addresses', '/#/workAddress'],
    ['公寓房源', 'Apartment listings', '/#/apartmentListings'],
    ['图书角', 'Book corner', '/#/bookCorner'],
    ['意见反馈', 'Feedback', '/#/listenQuestionnaire'],
    ['IT 服务台', 'IT service desk', 'https://itsm.intranet.local'],
  ],
  quickLinks: [
    ['企业邮箱', 'Company mail', 'https://mail.intranet.local'],
    ['知识库', 'Knowledge base', 'https://wiki.intranet.local'],
    ['费用报销', 'Expense claims', 'https://expense.intranet.local'],
    ['差旅预订', 'Business travel', 'https://travel.intranet.local'],
    ['预定会议室', 'Book a meeting room', '/#/meeting/meetingOrder'],
    ['流程中心', 'Process center', '/#/bm'],
    ['薪酬福利', 'Pay and benefits', 'https://hr.intranet.local/payroll'],
    ['IT 服务台', 'IT service desk', 'https://itsm.intranet.local'],
  ],
};

type MessageSeed = [title: string, content: string, linkUrl: string, hoursAgo: number, read: boolean];

/** A few messages for each account the sign-on page lists: some unread, some read. */
const MESSAGES: MessageSeed[] = [
  [
    '会议室预订成功',
    '您已成功预订 IC-Park一号楼 3层「星辰」会议室，明天 10:00-11:00。',
    '/#/meeting/meetingOrder',
    2,
    false,
  ],
  [
    '制度更新：《差旅费用报销管理办法》',
    '行政部发布了新版差旅费用报销管理办法，自下月 1 日起执行，请及时阅读。',
    '/#/ruleList?type=manage',
    5,
    false,
  ],
  [
    'IT maintenance this Saturday',
    'Company mail will be unavailable on Saturday from 22:00 to 24:00 for a scheduled upgrade.',
    '',
    20,
    false,
  ],
  [
    '荣誉殿堂：本月优秀员工评选结果公布',
    '本月优秀员工、优秀团队评选结果已公布，快去为同事点赞吧。',
    '/#/honor',
    48,
    true,
  ],
  [
    '欢迎使用新版员工门户',
    '新版门户整合了会议室预订、规章制度、荣誉殿堂等常用功能，如有问题请联系 IT 服务台。',
    '/#/',
    120,
    true,
  ],
];

/** The sign-on page lists six demo accounts (docs/auth.md); they get the messages. */
const DEMO_RECIPIENTS = 6;

export const seedShell: ContentSeeder = async ({ tx, clock, adminId, userIds }) => {
  const now = clock.now();
  const links = Object.entries(LINKS).flatMap(([menu, items]) =>
    items.map(([titleZh, titleEn, url], index) => ({
      menu,
      titleZh,
      titleEn,
      url,
      sortOrder: index + 1,
      authorId: adminId,
      publishedAt: now,
    })),
  );
  await tx.insert(navLinks).values(links);

  const recipients = userIds.slice(0, DEMO_RECIPIENTS);
  await tx.insert(messages).values(
    recipients.flatMap((userId) =>
      MESSAGES.map(([title, content, linkUrl, hoursAgo, read]) => {
        const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000);
        return { userId, title, content, linkUrl, createdAt, readAt: read ? createdAt : null };
      }),
    ),
  );
};
