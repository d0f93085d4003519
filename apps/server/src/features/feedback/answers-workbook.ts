import { PassThrough, type Readable } from 'node:stream';
import type { FormText, Language } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { xmlSafe } from '../../lib/xlsx.ts';
import type { AnswerRow } from './repository.ts';

/** The sheet's own words; the questions' titles are the template's. */
const LABELS: Record<
  Language,
  { sheet: string; day: string; name: string; email: string; anonymous: string }
> = {
  zh: { sheet: '意见反馈', day: '提交日期', name: '提交人', email: '邮箱', anonymous: '匿名' },
  en: { sheet: 'Feedback', day: 'Date', name: 'Submitted by', email: 'Email', anonymous: 'Anonymous' },
};

/**
 * The answers as one .xlsx sheet, streamed while the batches are read: a row per answer with its
 * day, its author (or 匿名) and a column per question of the template. Cells are plain strings,
 * never formulas, so an answer starting with "=" stays text.
 */
export function answersWorkbook(
  questions: FormText[],
  batches: AsyncIterable<AnswerRow[]>,
  language: Language,
  onError: (error: unknown) => void,
): Readable {
  const labels = LABELS[language];
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: labels.day, key: 'day', width: 12 },
    { header: labels.name, key: 'name', width: 14 },
    { header: labels.email, key: 'email', width: 30 },
    ...questions.map((question) => ({
      header: xmlSafe(question.title),
      key: `q${question.rank}`,
      width: 40,
      style: { alignment: { wrapText: true, vertical: 'top' as const } },
    })),
  ];
  sheet.getRow(1).font = { bold: true };

  const write = async () => {
    for await (const batch of batches) {
      for (const answer of batch) {
        const cells: Record<string, string> = {
          day: answer.submittedOn,
          name: answer.anonymous ? labels.anonymous : xmlSafe(answer.employeeName ?? ''),
          email: answer.anonymous ? '' : xmlSafe(answer.employeeEmail ?? ''),
        };
        for (const { rank, content } of answer.answers) cells[`q${rank}`] = xmlSafe(content);
        sheet.addRow(cells).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
