import { escapeHtml } from '../../../lib/escape-html.ts';
import type { SeedNotice } from './notices.ts';
import type { SeedRuleDoc } from './rule-docs.ts';

/**
 * The demo documents' bodies, written as an editor would in a rich-text box: headings, numbered
 * articles, lists and tables. The seeder saves them through insertDocument, which sanitizes them.
 */

const paragraphs = (items: string[]) => items.map((item) => `<p>${escapeHtml(item)}</p>`).join('');
const list = (tag: 'ol' | 'ul', items: string[]) =>
  `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;

function manageHtml(doc: SeedRuleDoc): string {
  if (doc.language === 'en') {
    return `<h2>1. Purpose</h2>${paragraphs([`This policy exists to ${doc.purpose}.`])}<h2>2. Scope</h2>${paragraphs(['It applies to every employee, contractor and intern of the company and its subsidiaries.'])}<h2>3. Requirements</h2>${list('ol', ['Managers make sure their teams know and follow this policy.', 'Breaches are reported to the owning department without delay.', 'Repeated or serious breaches lead to disciplinary action.'])}<h2>4. Ownership</h2>${paragraphs([`${doc.department} owns and interprets this policy. It takes effect on the day it is published.`])}`;
  }
  return `<h2>第一章 总则</h2>${paragraphs([`第一条 为${doc.purpose}，结合公司实际，特制定本制度。`, '第二条 本制度适用于公司及各分子公司全体员工（含实习生、劳务派遣人员）。'])}<h2>第二章 管理要求</h2>${paragraphs(['第三条 各部门负责人是本部门执行本制度的第一责任人。'])}${list('ol', ['员工应认真学习并严格遵守本制度的各项规定；', '各部门应定期自查，发现问题及时整改；', '违反本制度的，视情节轻重给予通报批评、警告直至解除劳动合同。'])}<h2>第三章 附则</h2>${paragraphs([`第四条 本制度由${doc.department}负责解释和修订。`, '第五条 本制度自发布之日起施行，原有相关规定同时废止。'])}`;
}

function processHtml(doc: SeedRuleDoc): string {
  const steps = [
    ['1', '申请人', '在流程中心发起申请，填写必要信息并上传附件', '随时'],
    ['2', '部门负责人', '审核申请的必要性与合理性', '1 个工作日'],
    ['3', doc.department, '复核并办理', '2 个工作日'],
    ['4', doc.department, '办结归档，通知申请人', '1 个工作日'],
  ];
  const rows = steps
    .map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<h2>一、目的</h2>${paragraphs([`为${doc.purpose}，明确各环节职责与办理时限，制定本流程。`])}<h2>二、流程步骤</h2><table><thead><tr><th>步骤</th><th>办理人</th><th>说明</th><th>时限</th></tr></thead><tbody>${rows}</tbody></table><h2>三、注意事项</h2>${list('ul', ['申请信息须真实、完整，附件清晰可辨；', '审批人因出差等原因无法处理时，应设置代理人；', `对流程有疑问的，请咨询${doc.department}。`])}`;
}

function templateHtml(doc: SeedRuleDoc): string {
  return `${paragraphs([`本模板用于${doc.purpose}，由${doc.department}统一维护，请使用最新版本。`])}<h3>使用说明</h3>${list('ol', ['下载附件中的模板，按提示填写带下划线的内容；', '不得删除或修改模板中的标准条款，确需调整的请先征得法务部同意；', '填写完成后通过流程中心提交审批，审批通过后方可签署或使用。'])}<p><strong>提示：</strong>模板如有更新，以制度库中发布的最新版本为准。</p>`;
}

export function ruleDocHtml(doc: SeedRuleDoc, kind: 'manage' | 'process' | 'template'): string {
  if (kind === 'manage') return manageHtml(doc);
  return kind === 'process' ? processHtml(doc) : templateHtml(doc);
}

export function noticeHtml(notice: SeedNotice, language: 'zh' | 'en'): string {
  if (language === 'en') {
    return `<p>Dear colleagues,</p>${paragraphs([notice.summary, 'If you have any questions, please contact the department below. Thank you for your cooperation.'])}<p>${escapeHtml(notice.department)}</p>`;
  }
  return `<p>各部门、全体员工：</p>${paragraphs([notice.summary, '请各部门负责人及时传达至本部门全体员工，如有疑问请与发布部门联系。', '特此通知。'])}<p>${escapeHtml(notice.department)}</p>`;
}
