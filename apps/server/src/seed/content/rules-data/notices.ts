import { cells, parseAttachments, type SeedAttachment } from './rule-docs.ts';

/**
 * Notices (news of CMS column 49) in Chinese and in English: each language's readers get
 * their own list (cms/news/queryWithLanguage). One row a notice: `title | department | summary |
 * attachments`, as in rule-docs.ts.
 */
export interface SeedNotice {
  title: string;
  department: string;
  summary: string;
  attachments: SeedAttachment[];
  /** Published this many days from now: a notice not yet due is hidden until then. */
  dueInDays?: number;
}

function notice(row: string, extra: Partial<SeedNotice> = {}): SeedNotice {
  const [title = '', department = '', summary = '', files = ''] = cells(row);
  const attachments = parseAttachments(files);
  return { title, department, summary, attachments, ...extra };
}

export const zhNotices: SeedNotice[] = [
  notice(
    '关于春节放假安排的通知 | 人力资源部 | 根据国家有关规定并结合公司实际，春节期间共放假9天，具体日期与值班安排见附件，请各部门提前做好工作安排。 | xlsx:春节值班安排表',
  ),
  notice(
    '关于开展年度消防安全演练的通知 | 行政部 | 公司将于本月下旬组织全员消防疏散演练，请各部门指定一名安全员协助组织。 | pdf:消防疏散演练方案',
  ),
  notice(
    '关于办公网络升级维护的通知 | 信息技术部 | 本周六 22:00 至周日 06:00 办公网络升级维护，期间 VPN 与邮件服务将短暂中断。 |',
  ),
  notice(
    '关于启用新版员工门户的通知 | 信息技术部 | 新版员工门户已正式上线，制度、流程、模板与通知公告均可在“制度库”中查阅下载。 |',
  ),
  notice(
    '关于开展年度员工体检工作的通知 | 人力资源部 | 年度员工体检将于下月开始，请于本月底前在系统中预约体检机构与时间。 | pdf:体检机构名单',
  ),
  notice(
    '关于调整班车运行时刻的通知 | 行政部 | 自下周一起，早班车发车时间由 7:30 调整为 7:45，晚班车时间保持不变。 | pdf:班车线路与时刻表',
  ),
  notice(
    '关于公布年度优秀员工评选结果的通知 | 人力资源部 | 经部门推荐、评审委员会评议，共评选出年度优秀员工 36 名，现予以公布。 |',
  ),
  notice(
    '关于加强信息安全防护的提醒 | 信息技术部 | 近期钓鱼邮件增多，请勿点击来历不明的链接或附件，发现可疑邮件请及时报告。 |',
  ),
  notice(
    '关于北京办公区空调系统检修的通知 | 行政部 | 北京 IC-Park 办公区将于本周三晚间进行空调系统检修，请离开前关闭门窗。 |',
  ),
  notice(
    '关于组织开展“读书月”活动的通知 | 党群工作部 | 为营造学习氛围，公司将开展为期一个月的读书分享活动，欢迎踊跃报名。 | docx:读书月活动报名表',
  ),
  notice(
    '关于更新差旅费用标准的通知 | 财务部 | 自下月起执行新的差旅住宿标准，一线城市住宿上限调整为每晚 600 元。 | xlsx:差旅费用标准（修订版）',
  ),
  notice(
    '关于清明节放假安排的通知 | 人力资源部 | 清明节期间放假3天，节前最后一个工作日请注意关闭门窗与电源。 |',
  ),
  // Not yet due: hidden from every list until its publish time.
  notice('关于劳动节放假安排的通知 | 人力资源部 | 劳动节期间放假5天，具体日期以人力资源部通知为准。 |', {
    dueInDays: 3,
  }),
];

export const enNotices: SeedNotice[] = [
  notice(
    'Notice on the Spring Festival Holiday | Human Resources | The Spring Festival holiday lasts nine days; the dates and the duty roster are attached, so please plan your work ahead. | xlsx:Spring Festival duty roster',
  ),
  notice(
    'Annual Fire Safety Drill | Administration | A company-wide evacuation drill takes place later this month; each department names one safety warden. | pdf:Evacuation drill plan',
  ),
  notice(
    'Office Network Upgrade and Maintenance | IT Department | The office network is upgraded from Saturday 22:00 to Sunday 06:00; VPN and mail may be briefly unavailable. |',
  ),
  notice(
    'Launch of the New Staff Portal | IT Department | The new staff portal is live: rules, processes, templates and notices can all be found in the rule library. |',
  ),
  notice(
    'Annual Health Check-up | Human Resources | Health check-ups start next month; please book a clinic and a time slot by the end of this month. | pdf:Partner clinics',
  ),
  notice(
    'Updated Shuttle Bus Timetable | Administration | From next Monday the morning shuttle leaves at 7:45 instead of 7:30; evening times are unchanged. |',
  ),
  notice(
    'Results of the Outstanding Employee Awards | Human Resources | After nominations and review, 36 colleagues have been named Outstanding Employees of the year. |',
  ),
  notice(
    'Reminder: Strengthening Information Security | IT Department | Phishing mail is on the rise: do not open unknown links or attachments, and report anything suspicious. |',
  ),
  notice(
    'Air-Conditioning Maintenance at the Beijing Office | Administration | The air-conditioning at the Beijing IC-Park office is serviced on Wednesday evening; please close windows when you leave. |',
  ),
  notice(
    'Updated Travel Expense Standards | Finance | New hotel limits apply from next month; the nightly cap in tier-one cities rises to CNY 600. | xlsx:Travel expense standards',
  ),
];
