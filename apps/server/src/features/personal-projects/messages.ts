import type { FeatureMessages } from '../../http/messages.ts';

/**
 * Why a personal project call was refused, and what the project calls say when they succeed
 * (docs/personal-projects.md).
 */
export const messages = {
  errors: {
    'projects.status': {
      zh: '项目状态只能是 planning、active、paused 或 done',
      en: 'The status must be planning, active, paused or done',
    },
    'projects.year': { zh: '年份应为 2000 到 2100 之间的整数', en: 'The year must be from 2000 to 2100' },
    'projects.keywordTooLong': {
      zh: '关键词不能超过 50 个字',
      en: 'The keyword is longer than 50 characters',
    },
    'projects.nameRequired': { zh: '请输入项目名称', en: 'Enter the project name' },
    'projects.nameTooLong': { zh: '项目名称不能超过 100 个字', en: 'The name is longer than 100 characters' },
    'projects.roleTooLong': { zh: '项目角色不能超过 50 个字', en: 'The role is longer than 50 characters' },
    'projects.progress': {
      zh: '进度应为 0 到 100 之间的整数',
      en: 'The progress must be a whole number from 0 to 100',
    },
    'projects.descriptionTooLong': {
      zh: '项目描述不能超过 2000 个字',
      en: 'The description is longer than 2000 characters',
    },
    'projects.endBeforeStart': {
      zh: '结束日期不能早于开始日期',
      en: 'The end date is before the start date',
    },
    'projects.notFound': { zh: '项目不存在', en: 'That project does not exist' },
    'projects.notYours': {
      zh: '只能修改或删除自己的项目',
      en: 'You can only change or delete your own projects',
    },
  },
  texts: {
    'projects.created': { zh: '项目已创建', en: 'The project was created' },
    'projects.updated': { zh: '项目已保存', en: 'The project was saved' },
    'projects.deleted': { zh: '项目已删除', en: 'The project was deleted' },
  },
} satisfies FeatureMessages;
