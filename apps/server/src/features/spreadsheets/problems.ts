import type { Language } from '@portal/contracts';
import { translate } from '../../http/messages.ts';
import type { ImportProblem } from './columns.ts';

/** How many bad cells a refusal spells out; the count says how many there are in all. */
const SHOWN_PROBLEMS = 10;

const reasonText = (problem: ImportProblem, language: Language) => {
  switch (problem.reason) {
    case 'unknownValue':
      return translate('importProblem.unknownValue', language, {
        values: (problem.allowed ?? []).join(language === 'zh' ? '、' : ', '),
      });
    case 'tooLong':
      return translate('importProblem.tooLong', language, { max: problem.max ?? 0 });
    default:
      return translate(`importProblem.${problem.reason}`, language);
  }
};

/** "第 3 行「数量」应为不小于 0 的整数；第 5 行「基地」不能为空" — the first few, in the reader's language. */
export function describeProblems(problems: readonly ImportProblem[], language: Language): string {
  const shown = problems.slice(0, SHOWN_PROBLEMS).map((problem) =>
    translate('importProblem.cell', language, {
      row: problem.rowNumber,
      column: problem.column,
      reason: reasonText(problem, language),
    }),
  );
  const more = problems.length > SHOWN_PROBLEMS ? [translate('importProblem.more', language)] : [];
  return [...shown, ...more].join(language === 'zh' ? '；' : '; ');
}
