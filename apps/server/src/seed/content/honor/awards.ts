/**
 * The honor hall's awards with fixed ids: 11 is the teacher/student award and 100 stays
 * free for the synthetic "All". `kind` says who wins it: a person, a team or a pair.
 */
export interface SeedAward {
  id: number;
  award: string;
  kind: 'person' | 'team' | 'pair';
  prize: string;
  /** What the winner did, one line each, for the article. */
  deeds: string[];
}

export const MENTOR_AWARD = 11;
export const TEAM_AWARD = 4;
export const YEARLY_AWARD = 1;
export const MONTHLY_STAR = 2;
/** Awards given some months, a few at a time. */
export const OCCASIONAL_AWARDS = [3, 5, 6, 7, 8, 9, 10];

export const SEED_AWARDS: SeedAward[] = [
  {
    id: 1,
    award: '年度卓越员工',
    kind: 'person',
    prize: '奖金 ¥20,000 + 荣誉奖杯',
    deeds: ['全年绩效排名前 1%', '主导两项公司级重点项目按期上线', '带教新人 6 名并全部转正'],
  },
  {
    id: 2,
    award: '月度之星',
    kind: 'person',
    prize: '奖金 ¥2,000 + 荣誉证书',
    deeds: [
      '连续加班保障版本按时交付',
      '主动承担跨部门协调工作',
      '客户回访满意度 100%',
      '及时发现并修复线上隐患',
    ],
  },
  {
    id: 3,
    award: '创新突破奖',
    kind: 'person',
    prize: '奖金 ¥8,000 + 创新基金',
    deeds: ['提出的自动化方案每月节省 120 人时', '申请发明专利 2 项', '搭建内部低代码平台原型'],
  },
  {
    id: TEAM_AWARD,
    award: '卓越团队奖',
    kind: 'team',
    prize: '团队奖金 ¥30,000 + 团建基金',
    deeds: ['提前两周完成核心系统迁移', '零事故完成大促保障', '新产品首月签约客户 40 家'],
  },
  {
    id: 5,
    award: '客户满意之星',
    kind: 'person',
    prize: '奖金 ¥3,000 + 荣誉证书',
    deeds: ['全年客户投诉为零', '收到客户感谢信 5 封', '推动客户续约率提升 12%'],
  },
  {
    id: 6,
    award: '质量守护奖',
    kind: 'person',
    prize: '奖金 ¥3,000 + 荣誉证书',
    deeds: ['建立回归测试基线覆盖 90% 核心用例', '线上缺陷率同比下降 35%', '推动代码评审规范落地'],
  },
  {
    id: 7,
    award: '最佳新人奖',
    kind: 'person',
    prize: '奖金 ¥2,000 + 成长导师一对一',
    deeds: ['入职三个月独立负责模块开发', '新人训练营考核第一名', '主动整理团队入门文档'],
  },
  {
    id: 8,
    award: '降本增效奖',
    kind: 'person',
    prize: '奖金 ¥5,000 + 荣誉证书',
    deeds: [
      '优化云资源配置年节省成本 80 万元',
      '重谈供应商合同降低采购成本 15%',
      '梳理流程减少审批环节 3 个',
    ],
  },
  {
    id: 9,
    award: '文化践行奖',
    kind: 'person',
    prize: '奖金 ¥2,000 + 荣誉证书',
    deeds: ['组织公益活动 4 场', '坚持每周分享技术心得', '在疫情期间主动支援一线'],
  },
  {
    id: 10,
    award: '技术专家奖',
    kind: 'person',
    prize: '奖金 ¥6,000 + 技术大会参会名额',
    deeds: ['攻克数据库性能瓶颈，查询提速 10 倍', '主讲内部技术公开课 8 次', '主导开源组件升级'],
  },
  {
    id: MENTOR_AWARD,
    award: '最佳师徒奖',
    kind: 'pair',
    prize: '师徒各奖励 ¥3,000',
    deeds: ['学员半年内晋升一级', '共同完成新员工培养手册', '师徒结对解决 20 余个技术难题'],
  },
];

export const TEAM_NAMES = [
  '支付网关攻坚小组',
  '数据中台迁移项目组',
  '华南大区拓展团队',
  '移动端体验优化小组',
  '年度大促保障团队',
  '供应链降本专项组',
];
