import type { FeatureMessages } from '../../http/messages.ts';

/** Why a process center call was refused, and the word that a request was withdrawn (docs/workflow.md). */
export const messages = {
  errors: {
    'workflow.pageSize': { zh: '每页条数应为 1 到 1000', en: 'The page size must be from 1 to 1000' },
    'workflow.box': { zh: 'box 只能是 mine、todo 或 done', en: 'box must be mine, todo or done' },
    'workflow.type': {
      zh: '流程类型只能是 leave、expense、travel、purchase、seal 或 overtime',
      en: 'The type must be leave, expense, travel, purchase, seal or overtime',
    },
    'workflow.status': {
      zh: '流程状态只能是 pending、approved、rejected 或 withdrawn',
      en: 'The status must be pending, approved, rejected or withdrawn',
    },
    'workflow.decision': {
      zh: '审批结果只能是 approve 或 reject',
      en: 'The decision must be approve or reject',
    },
    'workflow.commentTooLong': {
      zh: '审批意见不能超过 500 个字',
      en: 'The comment is longer than 500 characters',
    },
    'workflow.commentRequired': { zh: '驳回时请填写审批意见', en: 'Give a reason when you reject' },
    'workflow.notFound': { zh: '流程不存在', en: 'That request does not exist' },
    'workflow.notVisible': {
      zh: '只有流程的发起人和审批人可以查看',
      en: 'Only the requester and the approvers of a request may see it',
    },
    'workflow.notYourTurn': {
      zh: '该流程当前不在你的审批节点',
      en: 'The request is not waiting for your approval',
    },
    'workflow.requesterOnly': {
      zh: '只有发起人可以撤回流程',
      en: 'Only the requester may withdraw a request',
    },
    'workflow.finished': {
      zh: '流程已结束，不能再审批或撤回',
      en: 'The request is finished; it can no longer be decided or withdrawn',
    },
  },
  texts: {
    'workflow.withdrawn': { zh: '流程已撤回', en: 'The request was withdrawn' },
  },
} satisfies FeatureMessages;
