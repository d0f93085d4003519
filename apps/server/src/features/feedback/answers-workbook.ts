import type { Readable } from 'node:stream';
import type { FormText, Language } from '@portal/contracts';
import { type SheetColumn, streamedSheet, xmlSafe } from '../../lib/xlsx.ts';
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
 * day, its author (or 匿名) and a column per question of the template.
 */
export function answersWorkbook(
  questions: FormText[],
  batches: AsyncIterable<AnswerRow[]>,
  language: Language,
  onError: (error: unknown) => void,
): Readable {
  const labels = LABELS[language];
  const columns: SheetColumn[] = [
    { header: labels.day, key: 'day', width: 12 },
    { header: labels.name, key: 'name', width: 14 },
    { header: labels.email, key: 'email', width: 30 },
    ...questions.map((question) => ({
      header: question.title,
      key: `q${question.rank}`,
      width: 40,
      wrap: true,
    })),
  ];
  async function* rows() {
    for await (const batch of batches) {
      yield batch.map((answer) => {
        const cells: Record<string, string> = {
          day: answer.submittedOn,
          name: answer.anonymous ? labels.anonymous : xmlSafe(answer.employeeName ?? ''),
          email: answer.anonymous ? '' : xmlSafe(answer.employeeEmail ?? ''),
        };
        for (const { rank, content } of answer.answers) cells[`q${rank}`] = xmlSafe(content);
        return cells;
      });
    }
  }
  return streamedSheet(labels.sheet, columns, rows(), onError);
}
