import type { ColumnSpec } from '../spreadsheets/index.ts';

/** 岗位属性: whether the rotation takes the whole working time or runs beside the current job. */
export const JOB_ATTRIBUTES = ['全职', '兼职'] as const;

/** 岗位序列: the company's job families. */
export const JOB_SYSTEMS = [
  '技术序列',
  '产品序列',
  '设计序列',
  '市场序列',
  '销售序列',
  '职能序列',
  '管理序列',
] as const;

/** A description cell holds one point per line; a long list of points still fits. */
const LIST_CELL_MAX = 2000;

/**
 * The import sheet's columns, keyed by the job's field names (the first header is what the template
 * writes). A job needs where it is, what it is, how many people and whom to ask; the rest may wait.
 */
export const ROTATION_COLUMNS = [
  { key: 'companyName', headers: ['公司名称', '公司'], required: true, maxLength: 100 },
  { key: 'levelOneDepartment', headers: ['一级部门'], required: true, maxLength: 100 },
  { key: 'levelThreeDepartment', headers: ['三级部门'], maxLength: 100 },
  { key: 'jobName', headers: ['岗位名称', '岗位'], required: true, maxLength: 100 },
  { key: 'jobSystem', headers: ['岗位序列'], oneOf: JOB_SYSTEMS },
  { key: 'jobAttribute', headers: ['岗位属性'], oneOf: JOB_ATTRIBUTES },
  { key: 'jobExpectedNumber', headers: ['期望人数', '需求人数'], required: true, type: 'integer' },
  { key: 'jobBase', headers: ['工作地点', '工作base'], required: true, maxLength: 100 },
  { key: 'onsiteTime', headers: ['到岗时间'], maxLength: 100 },
  { key: 'duration', headers: ['轮岗时长'], maxLength: 100 },
  { key: 'contactPersonName', headers: ['联系人'], required: true, maxLength: 100 },
  { key: 'otherRequirements', headers: ['其他要求'], maxLength: 1000 },
  {
    key: 'jobDescriptionArray',
    headers: ['岗位描述'],
    required: true,
    type: 'lines',
    maxLength: LIST_CELL_MAX,
  },
  {
    key: 'technicalAndProfessionalDirectionArray',
    headers: ['技术与专业方向'],
    type: 'lines',
    maxLength: LIST_CELL_MAX,
  },
  { key: 'otherSkillRequirementsArray', headers: ['其他技能要求'], type: 'lines', maxLength: LIST_CELL_MAX },
] as const satisfies readonly ColumnSpec<string>[];

export type RotationColumn = (typeof ROTATION_COLUMNS)[number]['key'];
