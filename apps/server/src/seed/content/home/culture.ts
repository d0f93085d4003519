import type { CultureCircle } from '@portal/contracts';
import { cultureItems } from '../../../features/home/schema.ts';
import type { SeedContext } from '../context.ts';
import { storeSeedImage } from '../images.ts';
import { culturePictureSvg } from './culture-picture.ts';

/** Culture wall: what each circle's detail picture says. */
const circles: { circle: CultureCircle; title: string; subtitle: string; hue: number; points: string[] }[] = [
  {
    circle: 'vision',
    title: '愿景 · 使命 · 价值观',
    subtitle: 'Vision, mission and values',
    hue: 218,
    points: [
      '愿景：成为客户最信赖的数字化伙伴',
      '使命：用技术让每一次协作更简单',
      '价值观：客户第一 · 诚信正直 · 开放协作 · 持续精进',
    ],
  },
  {
    circle: 'supervisor',
    title: '主管标准',
    subtitle: 'What we expect of every supervisor',
    hue: 200,
    points: ['以身作则，言行一致', '目标清晰，结果导向', '培养他人，成就团队', '坦诚沟通，及时反馈'],
  },
  {
    circle: 'talent',
    title: '人才与氛围',
    subtitle: 'Talent and atmosphere',
    hue: 160,
    points: [
      '选人：德才兼备，价值观一致',
      '育人：导师制、轮岗与训练营',
      '用人：给机会，给舞台，给信任',
      '氛围：简单、坦诚、互相成就',
    ],
  },
  {
    circle: 'integrity',
    title: '廉洁',
    subtitle: 'Integrity',
    hue: 0,
    points: [
      '不收受供应商任何形式的利益',
      '利益冲突主动申报、主动回避',
      '采购过程全程留痕、阳光公示',
      '举报邮箱：integrity@example.com',
    ],
  },
  {
    circle: 'keyPota',
    title: 'KEY-POTA',
    subtitle: 'Key results · Plan · Organise · Track · Assess',
    hue: 275,
    points: [
      'KEY：对齐关键结果，聚焦少数大事',
      'P（Plan）：计划到人、到周',
      'O（Organize）：组织资源，扫清障碍',
      'T（Track）：周跟踪，月复盘',
      'A（Assess）：以结果评估，以事实说话',
    ],
  },
  {
    circle: 'incentive',
    title: '激励',
    subtitle: 'Incentives',
    hue: 32,
    points: [
      '价值创造者优先获得回报',
      '月度之星 · 年度之星 · 特别贡献奖',
      '长期激励覆盖核心骨干',
      '荣誉殿堂记录每一份贡献',
    ],
  },
  {
    circle: 'retrospective',
    title: '复盘',
    subtitle: 'Retrospectives',
    hue: 190,
    points: [
      '回顾目标 → 评估结果 → 分析原因 → 总结规律',
      '对事不对人，坦诚面对问题',
      '行动项有负责人、有截止日期',
      '复盘报告沉淀到知识库，人人可查',
    ],
  },
  {
    circle: 'business',
    title: '业务',
    subtitle: 'Our business',
    hue: 248,
    points: [
      '算力基础设施：数据中心与云服务',
      '企业软件：协同办公与数字化平台',
      '行业解决方案：能源、制造、金融',
      '客户遍布 30 多个国家和地区',
    ],
  },
  {
    circle: 'other',
    title: '其他',
    subtitle: 'And more',
    hue: 140,
    points: [
      '员工关怀：年度体检与心理咨询',
      '兴趣社团：跑步、羽毛球、读书会',
      '节日活动：六一、中秋、年会',
      '意见建议：听见你的声音',
    ],
  },
];

export async function seedCulture(context: SeedContext) {
  for (const [index, item] of circles.entries()) {
    const svg = culturePictureSvg(item);
    const ossKey = await storeSeedImage(context, `culture-${item.circle}.svg`, svg);
    await context.tx.insert(cultureItems).values({ circle: item.circle, ossKey, sortOrder: index });
  }
}
