import type { Objective } from '@portal/contracts';

/** Objectives as the people of each centre write them: key result weights already add up to 100. */
type Template = Omit<Objective, 'weight'>;

const kr = (title: string, weight: number, target: string) => ({ title, weight, target });
const tasks = (...titles: string[]) => titles.map((title) => ({ title }));

const RESEARCH: Template[] = [
  {
    title: '提升核心系统稳定性',
    keyResults: [
      kr('核心服务可用性', 50, '≥ 99.95%'),
      kr('P1 级故障次数', 30, '0 次'),
      kr('故障平均恢复时间', 20, '< 30 分钟'),
    ],
    tasks: tasks('完成全链路压测', '补齐核心服务告警与值班手册'),
  },
  {
    title: '提升研发交付效率',
    keyResults: [kr('需求平均交付周期', 60, '缩短 20%'), kr('CI 构建时长', 40, '< 10 分钟')],
    tasks: tasks('推行代码评审规范', '搭建自动化回归用例集'),
  },
  {
    title: '治理历史技术债',
    keyResults: [kr('下线废弃接口', 50, '30 个'), kr('单元测试覆盖率', 50, '≥ 70%')],
    tasks: tasks('梳理技术债清单并排期'),
  },
];

const PRODUCT: Template[] = [
  {
    title: '提升用户满意度',
    keyResults: [kr('产品 NPS', 60, '≥ 45'), kr('用户投诉量', 40, '下降 30%')],
    tasks: tasks('每月完成 10 场用户访谈', '建立体验问题周报'),
  },
  {
    title: '按期交付下半年产品路线图',
    keyResults: [kr('路线图需求按期上线率', 70, '≥ 90%'), kr('新功能次月留存', 30, '≥ 35%')],
    tasks: tasks('完成移动端改版方案评审'),
  },
];

const MARKET: Template[] = [
  {
    title: '提升品牌影响力',
    keyResults: [kr('全网曝光量', 50, '5000 万次'), kr('主流媒体报道', 50, '20 篇')],
    tasks: tasks('策划年度技术大会', '更新品牌视觉规范'),
  },
  {
    title: '拓展渠道合作伙伴',
    keyResults: [kr('新签约渠道伙伴', 60, '15 家'), kr('渠道贡献线索', 40, '800 条')],
    tasks: tasks('举办两场伙伴赋能会'),
  },
];

const SALES: Template[] = [
  {
    title: '完成区域销售目标',
    keyResults: [kr('签约额', 60, '1.2 亿元'), kr('回款率', 40, '≥ 95%')],
    tasks: tasks('每周复盘重点商机', '完成大客户季度拜访'),
  },
  {
    title: '拓展新行业客户',
    keyResults: [kr('新签行业客户', 70, '30 家'), kr('标杆案例', 30, '3 个')],
    tasks: tasks('整理行业解决方案材料'),
  },
];

const PEOPLE: Template[] = [
  {
    title: '保障关键岗位招聘',
    keyResults: [kr('关键岗位到岗人数', 60, '40 人'), kr('平均招聘周期', 40, '< 45 天')],
    tasks: tasks('开展校园招聘宣讲', '优化面试官培训'),
  },
  {
    title: '推进组织与人才发展',
    keyResults: [kr('干部盘点完成率', 50, '100%'), kr('培训覆盖率', 50, '≥ 90%')],
    tasks: tasks('上线新员工导师制'),
  },
];

const FINANCE: Template[] = [
  {
    title: '提升财务核算效率',
    keyResults: [kr('月结完成时间', 60, '5 个工作日内'), kr('报销平均处理时长', 40, '< 3 天')],
    tasks: tasks('推广电子发票自动验真'),
  },
  {
    title: '加强预算管控',
    keyResults: [kr('部门费用预算偏差', 100, '< 5%')],
    tasks: tasks('按月发布预算执行报告'),
  },
];

const SERVICES: Template[] = [
  {
    title: '提升员工服务体验',
    keyResults: [kr('行政服务满意度', 50, '≥ 90%'), kr('IT 工单首次响应', 50, '30 分钟内')],
    tasks: tasks('上线会议室自助预订', '完成办公区网络改造'),
  },
  {
    title: '降本增效',
    keyResults: [kr('行政运营成本', 60, '下降 8%'), kr('合同审核时效', 40, '2 个工作日')],
    tasks: tasks('集中采购办公用品'),
  },
];

/** Everyone's third objective: their own growth. */
export const GROWTH: Template = {
  title: '个人能力成长',
  keyResults: [kr('完成专业课程', 50, '2 门'), kr('部门内分享', 50, '2 次')],
  tasks: tasks('制定个人学习计划'),
};

/** The objectives of a department, by its centre (the first part of its path). */
export function templatesOf(department: string): Template[] {
  const centre = department.split('/')[0] ?? '';
  if (centre === '研发中心') return RESEARCH;
  if (centre === '产品中心') return PRODUCT;
  if (centre === '市场中心') return MARKET;
  if (centre === '销售中心') return SALES;
  if (centre === '人力资源部') return PEOPLE;
  if (centre === '财务部') return FINANCE;
  return SERVICES;
}

/** Weights of two or three objectives, adding up to 100. */
export const WEIGHT_SPLITS = [
  [60, 40],
  [50, 30, 20],
  [40, 40, 20],
  [70, 30],
] as const;

export const RETURN_COMMENTS = [
  '关键结果请量化到具体数字，便于期末评估',
  '第二个目标与部门重点不一致，请调整权重后再提交',
  '请补充支撑目标达成的关键任务',
];
