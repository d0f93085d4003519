import type { GoalSheet } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleObjectives } from './test-factories.ts';
import { goalsWorkbook } from './workbook.ts';

const sheetOf = (name: string, email: string): GoalSheet => ({
  id: 1,
  period: '2026-H2',
  owner: { name, email, department: '研发中心', userId: 'XH1', avatar: null },
  status: 'approved',
  revision: 3,
  objectives: sampleObjectives(),
  returnComment: null,
  submittedAt: '2026-07-03 10:00:00',
  decidedAt: '2026-07-04 10:00:00',
  decidedBy: null,
  updatedAt: '2026-07-04 10:00:00',
});

describe('goalsWorkbook', () => {
  it('names each worksheet after its owner, cleaned of forbidden characters and never twice', async () => {
    const long = 'a.very.long.mailbox.name.of.someone';
    const bytes = await goalsWorkbook(
      [sheetOf('王/伟', `${long}@example.com`), sheetOf('王/伟', `${long}.two@example.com`)],
      null,
      'en',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((worksheet) => worksheet.name);
    expect(names).toEqual(['王_伟-a.very.long.mailbox.name.of', '王_伟-a.very.long.mailbox.nam(2)']);
    expect(workbook.worksheets[0]?.getRow(1).getCell(5).value).toBe('Approved');
  });
});
