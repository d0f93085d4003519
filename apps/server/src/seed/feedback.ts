import { FEEDBACK_FORM_KEY, type FormText } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { FEEDBACK_READ_ROLE } from '../features/feedback/index.ts';
import { formAnswers, formTemplateFields, formTemplates } from '../features/feedback/schema.ts';
import { users } from '../features/people/schema.ts';
import { addDays } from '../lib/company-time.ts';
import type { SeedContext } from './content/context.ts';
import type { SeedEmployee } from './employees.ts';

const FORM_TITLE = '倾听你的声音 · 员工意见反馈';
const FORM_TITLE_EN = 'We are listening · Employee feedback';

/** The questionnaire: each question's title and the hint its field shows, in Chinese and English. */
const QUESTIONS: (FormText & { titleEn: string; contentEn: string })[] = [
  {
    rank: 1,
    title: '工作环境与办公设施',
    content: '例如工位、会议室、网络、食堂、班车等，有哪些问题或改进建议？',
    titleEn: 'Workplace and facilities',
    contentEn:
      'Desks, meeting rooms, network, canteen, shuttle bus: what problems do you see, and what would you improve?',
  },
  {
    rank: 2,
    title: '流程与制度',
    content: '哪些审批、报销或协作流程让你觉得繁琐？你希望怎样改进？',
    titleEn: 'Processes and policies',
    contentEn:
      'Which approval, expense or collaboration processes feel cumbersome? How would you improve them?',
  },
  {
    rank: 3,
    title: '团队协作与沟通',
    content: '跨部门协作中遇到过哪些困难？有哪些好的做法值得推广？',
    titleEn: 'Teamwork and communication',
    contentEn:
      'What difficulties have you met working across departments? Which good practices should spread?',
  },
  {
    rank: 4,
    title: '成长与发展',
    content: '在培训、晋升和职业发展方面，你最希望公司提供哪些支持？',
    titleEn: 'Growth and development',
    contentEn:
      'In training, promotion and career development, what support would you most like from the company?',
  },
  {
    rank: 5,
    title: '其他意见与建议',
    content: '任何想对公司说的话都可以写在这里，我们会认真阅读每一条反馈。',
    titleEn: 'Anything else',
    contentEn: 'Anything you want to tell the company can go here; we read every answer carefully.',
  },
];

/** Demo answers: how many days ago, by whom (an employee's index, or null for anonymous), what. */
const ANSWERS: { daysAgo: number; author: number | null; answers: Record<number, string> }[] = [
  {
    daysAgo: 1,
    author: null,
    answers: {
      1: '三楼的会议室投影经常连不上，希望能统一更换成无线投屏设备。',
      5: '希望食堂晚餐能延长到 20:00，加班的同事经常赶不上。',
    },
  },
  {
    daysAgo: 2,
    author: 7,
    answers: {
      2: '差旅报销需要纸质发票和线上各提交一次，建议全面改为电子发票。',
      4: '希望能开放更多内部技术分享的名额，并计入培训学时。',
    },
  },
  {
    daysAgo: 4,
    author: null,
    answers: { 3: '跨部门需求经常口头沟通，后续没有记录，建议统一在需求平台上提交和跟踪。' },
  },
  {
    daysAgo: 6,
    author: 12,
    answers: {
      1: '亦庄园区的班车只有一个时段，希望增加 18:30 的班次。',
      3: '上次和市场部的联合复盘很有效，建议每个季度固定做一次。',
    },
  },
  {
    daysAgo: 9,
    author: null,
    answers: { 4: '晋升评审的标准希望能更透明一些，提前公布各职级的能力要求。' },
  },
  {
    daysAgo: 13,
    author: null,
    answers: {
      2: '合同审批要经过五个节点，法务和财务可以并行审批吗？',
      5: '感谢行政同事对新办公区的布置，绿植很用心。',
    },
  },
];

/** The first employee of this department without another right reads the answers in the demo. */
const READER_DEPARTMENT = '人力资源部';

/** The index of the demo employee who holds the feedback:read right. */
export const feedbackReaderIndex = (employees: SeedEmployee[]) =>
  employees.findIndex(
    (employee) => employee.department.startsWith(READER_DEPARTMENT) && employee.roles.length === 0,
  );

/**
 * The feedback questionnaire (listenToMe), a few answers of the last two weeks, signed and
 * anonymous, and one HR employee who may read them (besides the administrator).
 */
export async function seedFeedback({
  tx,
  clock,
  userIds,
  employees,
}: Pick<SeedContext, 'tx' | 'clock' | 'userIds' | 'employees'>) {
  await tx
    .insert(formTemplates)
    .values({ key: FEEDBACK_FORM_KEY, formTitle: FORM_TITLE, formTitleEn: FORM_TITLE_EN, status: 'open' });
  await tx
    .insert(formTemplateFields)
    .values(
      QUESTIONS.map((question) => ({ templateKey: FEEDBACK_FORM_KEY, position: question.rank, ...question })),
    );

  const today = clock.today();
  await tx.insert(formAnswers).values(
    ANSWERS.map(({ daysAgo, author, answers }) => {
      const employee = author === null ? undefined : employees[author];
      return {
        templateKey: FEEDBACK_FORM_KEY,
        formTitle: FORM_TITLE,
        submittedOn: addDays(today, -daysAgo),
        anonymous: employee === undefined,
        employeeEmail: employee?.email ?? null,
        employeeName: employee?.name ?? null,
        answers: QUESTIONS.filter((question) => answers[question.rank]).map(({ rank, title }) => ({
          rank,
          title,
          content: answers[rank] as string,
        })),
      };
    }),
  );

  const reader = userIds[feedbackReaderIndex(employees)];
  if (reader !== undefined) {
    await tx
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, ${FEEDBACK_READ_ROLE})` })
      .where(eq(users.id, reader));
  }
}
