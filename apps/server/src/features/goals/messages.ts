import type { FeatureMessages } from '../../http/messages.ts';

/** Why goals were refused, and what the goal calls say when they succeed (docs/goals.md). */
export const messages = {
  errors: {
    'goals.periodFormat': { zh: '周期格式应为 2026-H2', en: 'A period looks like 2026-H2' },
    'goals.titleRequired': {
      zh: '目标、关键结果和任务的内容不能为空',
      en: 'Objectives, key results and tasks need a text',
    },
    'goals.titleTooLong': { zh: '每条内容不能超过 200 个字', en: 'Each text is at most 200 characters' },
    'goals.targetTooLong': { zh: '衡量标准不能超过 100 个字', en: 'A target is at most 100 characters' },
    'goals.weightRange': {
      zh: '权重应为 1 到 100 之间的整数',
      en: 'Weights are whole numbers from 1 to 100',
    },
    'goals.objectivesCount': { zh: '目标数量应为 1 到 10 个', en: 'Write 1 to 10 objectives' },
    'goals.keyResultsCount': {
      zh: '每个目标应有 1 到 8 个关键结果',
      en: 'Each objective has 1 to 8 key results',
    },
    'goals.tasksCount': { zh: '每个目标最多 10 项任务', en: 'Each objective has at most 10 tasks' },
    'goals.objectiveWeights': {
      zh: '目标权重之和应为 100',
      en: "The objectives' weights must add up to 100",
    },
    'goals.keyResultWeights': {
      zh: '每个目标下关键结果的权重之和应为 100',
      en: "Each objective's key result weights must add up to 100",
    },
    'goals.commentRequired': { zh: '请填写退回意见', en: 'Say why the goals are returned' },
    'goals.commentTooLong': { zh: '退回意见不能超过 500 个字', en: 'A comment is at most 500 characters' },
    'goals.downloadTarget': {
      zh: '请选择周期，或指定一份目标',
      en: 'Choose a period, or one sheet of goals',
    },
    'goals.notFound': { zh: '目标不存在或无权查看', en: 'Those goals do not exist or are not yours to see' },
    'goals.periodClosed': { zh: '该周期已关闭，不能再修改', en: 'That period is closed for changes' },
    'goals.notEditable': {
      zh: '目标已提交或已审批，不能修改',
      en: 'Submitted or approved goals cannot be changed',
    },
    'goals.noSupervisor': {
      zh: '通讯录中没有你的直属上级，无法提交',
      en: 'The directory names no supervisor of yours to approve them',
    },
    'goals.directSupervisorOnly': {
      zh: '只有直属上级可以审批',
      en: 'Only the direct supervisor approves or returns goals',
    },
    'goals.notSubmitted': { zh: '该目标当前不在待审批状态', en: 'Those goals are not waiting for approval' },
    'goals.changed': {
      zh: '目标已被修改，请刷新后再操作',
      en: 'The goals have changed meanwhile; reload and try again',
    },
  },
  texts: {
    'goals.saved': { zh: '目标已保存', en: 'Goals saved' },
    'goals.submitted': { zh: '目标已提交，等待上级审批', en: 'Goals submitted for approval' },
    'goals.approved': { zh: '已审批通过', en: 'Goals approved' },
    'goals.returned': { zh: '已退回修改', en: 'Goals returned for changes' },
  },
} satisfies FeatureMessages;
