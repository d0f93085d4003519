import type { Employee, GoalSheet, GoalStatus, Language } from '@portal/contracts';
import ExcelJS from 'exceljs';

/** The words of the workbook in the reader's language. */
const words = {
  zh: {
    summary: '团队概览',
    columns: ['类型', '编号', '内容', '权重(%)', '衡量标准'],
    members: ['姓名', '邮箱', '部门', '状态', '提交时间', '审批时间'],
    heading: (sheet: GoalSheet) => `${sheet.owner.name} ${sheet.period} 目标（OTKR）`,
    status: { draft: '草稿', submitted: '待审批', approved: '已通过', returned: '已退回', none: '未填写' },
    returnComment: '退回意见',
  },
  en: {
    summary: 'Team overview',
    columns: ['Kind', 'No.', 'Text', 'Weight (%)', 'Target'],
    members: ['Name', 'Email', 'Department', 'Status', 'Submitted', 'Decided'],
    heading: (sheet: GoalSheet) => `${sheet.owner.name} ${sheet.period} goals (OTKR)`,
    status: {
      draft: 'Draft',
      submitted: 'Waiting',
      approved: 'Approved',
      returned: 'Returned',
      none: 'Not started',
    },
    returnComment: 'Returned because',
  },
} as const;

type Words = (typeof words)[Language];

/**
 * The owner and their mailbox, as a worksheet name may be: at most 31 characters, none of : \ / ? * [ ],
 * and unique in the workbook (a long mailbox cut short could repeat one; a number tells them apart).
 */
function worksheetName(workbook: ExcelJS.Workbook, sheet: GoalSheet): string {
  const base = `${sheet.owner.name}-${sheet.owner.email.split('@')[0]}`
    .replace(/[:\\/?*[\]]/g, '_')
    .slice(0, 31);
  const taken = (name: string) =>
    workbook.worksheets.some((ws) => ws.name.toLowerCase() === name.toLowerCase());
  let name = base;
  for (let copy = 2; taken(name); copy++) name = `${base.slice(0, 27)}(${copy})`;
  return name;
}

/** One worksheet per sheet: each objective, then its key results (KR) and tasks (T). */
function addSheet(workbook: ExcelJS.Workbook, sheet: GoalSheet, text: Words) {
  const worksheet = workbook.addWorksheet(worksheetName(workbook, sheet));
  worksheet.columns = [{ width: 8 }, { width: 10 }, { width: 60 }, { width: 10 }, { width: 30 }];
  worksheet.addRow([text.heading(sheet), '', '', '', text.status[sheet.status]]).font = {
    bold: true,
    size: 13,
  };
  if (sheet.returnComment) worksheet.addRow([text.returnComment, '', sheet.returnComment]);
  worksheet.addRow(text.columns).font = { bold: true };
  sheet.objectives.forEach((objective, o) => {
    worksheet.addRow(['O', `O${o + 1}`, objective.title, objective.weight, '']).font = { bold: true };
    objective.keyResults.forEach((kr, k) => {
      worksheet.addRow(['KR', `KR${o + 1}.${k + 1}`, kr.title, kr.weight, kr.target]);
    });
    objective.tasks.forEach((task, t) => {
      worksheet.addRow(['T', `T${o + 1}.${t + 1}`, task.title, '', '']);
    });
  });
  worksheet.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
}

/** The team's overview: every member, with the status of their sheet (未填写 when there is none). */
function addSummary(workbook: ExcelJS.Workbook, team: Employee[], sheets: GoalSheet[], text: Words) {
  const worksheet = workbook.addWorksheet(text.summary);
  worksheet.columns = [
    { width: 12 },
    { width: 32 },
    { width: 32 },
    { width: 10 },
    { width: 20 },
    { width: 20 },
  ];
  worksheet.addRow(text.members).font = { bold: true };
  const byEmail = new Map(sheets.map((sheet) => [sheet.owner.email, sheet]));
  for (const member of team) {
    const sheet = byEmail.get(member.email);
    const status: GoalStatus | 'none' = sheet?.status ?? 'none';
    worksheet.addRow([
      member.name,
      member.email,
      member.department,
      text.status[status],
      sheet?.submittedAt ?? '',
      sheet?.decidedAt ?? '',
    ]);
  }
}

/** The .xlsx of one or more sheets, with the team's overview first when it is a team's download. */
export async function goalsWorkbook(
  sheets: GoalSheet[],
  team: Employee[] | null,
  language: Language,
): Promise<Buffer> {
  const text = words[language];
  const workbook = new ExcelJS.Workbook();
  if (team) addSummary(workbook, team, sheets, text);
  for (const sheet of sheets) addSheet(workbook, sheet, text);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
