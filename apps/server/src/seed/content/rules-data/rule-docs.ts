/**
 * The rule library's demo documents (the rule list): management rules, processes and
 * templates, as a company's HR, finance, IT, legal and admin departments would publish them.
 * One row a document: `title | department | purpose | attachments`, attachments as
 * `kind:name; kind:name` (templates start with their template type).
 */

export type AttachmentKind = 'pdf' | 'docx' | 'xlsx';

export interface SeedAttachment {
  kind: AttachmentKind;
  /** The file name people see and download, without its extension. */
  name: string;
}

export interface SeedRuleDoc {
  title: string;
  department: string;
  /** What the document is for: the first paragraph of its content. */
  purpose: string;
  attachments: SeedAttachment[];
  templateType?: string;
  language: 'zh' | 'en';
  status: 'published' | 'draft';
}

export const parseAttachments = (text: string): SeedAttachment[] =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [kind, name] = item.split(':') as [AttachmentKind, string];
      return { kind, name };
    });

export const cells = (row: string) => row.split('|').map((cell) => cell.trim());

function ruleDoc(row: string, extra: Partial<SeedRuleDoc> = {}): SeedRuleDoc {
  const [title = '', department = '', purpose = '', files = ''] = cells(row);
  const attachments = parseAttachments(files);
  return { title, department, purpose, attachments, language: 'zh', status: 'published', ...extra };
}

function template(row: string): SeedRuleDoc {
  const [templateType = '', ...rest] = cells(row);
  return ruleDoc(rest.join('|'), { templateType });
}

export const manageDocs: SeedRuleDoc[] = [
  ruleDoc(
    '员工考勤管理制度 | 人力资源部 | 规范员工出勤、迟到早退及外出登记管理 | pdf:员工考勤管理制度（修订版）',
  ),
  ruleDoc(
    '差旅费用报销管理办法 | 财务部 | 明确差旅交通、住宿及补贴标准和报销时限 | pdf:差旅费用报销管理办法; xlsx:附件1：差旅费用标准表',
  ),
  ruleDoc('信息安全管理制度 | 信息技术部 | 保护公司信息资产，防范数据泄露与网络攻击 | pdf:信息安全管理制度'),
  ruleDoc(
    '办公用品采购与领用管理规定 | 行政部 | 规范办公用品的采购、入库、领用与盘点 | pdf:办公用品采购与领用管理规定',
  ),
  ruleDoc(
    '员工绩效考核管理办法 | 人力资源部 | 建立客观公正的绩效评价体系，激励员工持续改进 | pdf:员工绩效考核管理办法; docx:附件：绩效面谈记录表',
  ),
  ruleDoc('保密管理制度 | 法务部 | 界定商业秘密范围，明确员工保密义务与责任 | pdf:保密管理制度'),
  ruleDoc('固定资产管理制度 | 财务部 | 规范固定资产的购置、登记、调拨、盘点与处置 | pdf:固定资产管理制度'),
  ruleDoc('会议室使用管理规定 | 行政部 | 提高会议室使用效率，明确预订、使用与释放规则 |'),
  ruleDoc(
    '员工培训与发展管理办法 | 人力资源部 | 支持员工能力成长，规范培训计划、实施与评估 | pdf:员工培训与发展管理办法',
  ),
  ruleDoc('印章使用管理制度 | 行政部 | 加强印章保管与使用审批，防范用印风险 | pdf:印章使用管理制度'),
  ruleDoc('公司车辆管理规定 | 行政部 | 规范公务用车的申请、调度、使用与费用结算 | pdf:公司车辆管理规定'),
  ruleDoc(
    '员工休假管理制度 | 人力资源部 | 明确年假、病假、婚假、产假等各类假期的申请与审批 | pdf:员工休假管理制度; xlsx:附件：各类假期天数对照表',
  ),
  ruleDoc(
    'Information Security Policy (English Edition) | IT Department | protect company information assets and prevent data leaks | pdf:Information Security Policy',
    { language: 'en' },
  ),
  ruleDoc(
    'Anti-Bribery and Integrity Policy | Legal Department | keep every business dealing honest and free of bribery | pdf:Anti-Bribery and Integrity Policy',
    { language: 'en' },
  ),
  // A draft: never listed until it is published.
  ruleDoc('数据分类分级管理办法（征求意见稿） | 信息技术部 | 对公司数据进行分类分级并实施差异化保护 |', {
    status: 'draft',
  }),
];

export const processDocs: SeedRuleDoc[] = [
  ruleDoc(
    '新员工入职流程 | 人力资源部 | 保障新员工入职手续、账号开通与工位准备顺利完成 | pdf:新员工入职流程图; xlsx:入职办理清单',
  ),
  ruleDoc('员工离职办理流程 | 人力资源部 | 规范离职申请、工作交接与离职手续办理 | pdf:员工离职办理流程图'),
  ruleDoc('费用报销审批流程 | 财务部 | 明确费用报销的提交、审批与付款环节 | pdf:费用报销审批流程图'),
  ruleDoc('合同审批流程 | 法务部 | 确保合同经过业务、法务、财务审核后方可签署 | pdf:合同审批流程图'),
  ruleDoc('采购申请流程 | 采购部 | 规范采购需求提报、比价、审批与下单 | pdf:采购申请流程图'),
  ruleDoc('出差申请流程 | 行政部 | 明确出差申请、行程预订与出差报告要求 |'),
  ruleDoc('用印申请流程 | 行政部 | 规范合同、证明文件等的用印申请与登记 | pdf:用印申请流程图'),
  ruleDoc(
    'IT 账号与权限申请流程 | 信息技术部 | 规范系统账号开通、权限变更与回收 | pdf:IT 账号与权限申请流程图',
  ),
  ruleDoc('固定资产领用与归还流程 | 财务部 | 明确电脑、显示器等资产的领用、转移与归还 | xlsx:资产领用登记表'),
  ruleDoc('访客接待流程 | 行政部 | 规范访客预约、登记、陪同与离场 | pdf:访客接待流程图'),
  ruleDoc('加班申请流程 | 人力资源部 | 明确加班申请、审批与调休核算 | pdf:加班申请流程图'),
];

export const contractTemplates: SeedRuleDoc[] = [
  template('purchase | 设备采购合同模板 | 法务部 | 采购办公及生产设备 | docx:设备采购合同模板'),
  template('purchase | 软件采购合同模板 | 法务部 | 采购商业软件许可与维保服务 | docx:软件采购合同模板'),
  template(
    'purchase | 办公用品框架采购协议 | 采购部 | 与供应商签订年度办公用品框架采购 | docx:办公用品框架采购协议',
  ),
  template('sales | 产品销售合同模板 | 法务部 | 向客户销售公司产品 | docx:产品销售合同模板'),
  template(
    'sales | 经销商合作协议模板 | 销售部 | 与区域经销商建立合作关系 | docx:经销商合作协议模板; pdf:经销商合作协议填写说明',
  ),
  template(
    'service | 技术服务合同模板 | 法务部 | 委托或提供技术开发、实施与运维服务 | docx:技术服务合同模板',
  ),
  template('service | 咨询服务合同模板 | 法务部 | 聘请外部咨询机构提供专业服务 | docx:咨询服务合同模板'),
  template(
    'labor | 劳动合同（标准版） | 人力资源部 | 与全日制员工订立劳动合同 | docx:劳动合同（标准版）; pdf:劳动合同填写说明',
  ),
  template('labor | 实习协议模板 | 人力资源部 | 与在校实习生约定实习期间的权利义务 | docx:实习协议模板'),
  template(
    'confidentiality | 保密协议（双向） | 法务部 | 与合作方相互保护在合作中获知的商业秘密 | docx:保密协议（双向）',
  ),
  template('confidentiality | 竞业限制协议模板 | 法务部 | 与关键岗位员工约定离职后的竞业限制义务 |'),
];

export const extraTemplates: SeedRuleDoc[] = [
  template('administration | 用印申请表 | 行政部 | 申请使用公章、合同章等各类印章 | docx:用印申请表'),
  template('administration | 会议纪要模板 | 行政部 | 统一记录会议议题、结论与待办 | docx:会议纪要模板'),
  template('personnel | 请假申请表 | 人力资源部 | 线下补办各类假期申请 | xlsx:请假申请表'),
  template('personnel | 转正申请表 | 人力资源部 | 试用期员工申请转正并进行自我评价 | docx:转正申请表'),
  template('personnel | 离职交接清单 | 人力资源部 | 逐项确认离职员工的工作与资产交接 | xlsx:离职交接清单'),
  template('finance | 费用报销单 | 财务部 | 填写日常费用报销明细 | xlsx:费用报销单'),
  template('finance | 借款申请单 | 财务部 | 申请备用金或业务借款 | xlsx:借款申请单'),
  template('finance | 付款申请单 | 财务部 | 向供应商申请对公付款 | xlsx:付款申请单'),
  template('it | IT 设备申领表 | 信息技术部 | 申请电脑、显示器及外设 | xlsx:IT 设备申领表'),
];
