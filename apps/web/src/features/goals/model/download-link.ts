import { GOALS_DOWNLOAD_PATH } from '../../../api/contract-values.ts';

/** Whose goals a download holds: mine, my whole team's, or one sheet a report wrote. */
export type DownloadChoice = { kind: 'mine' } | { kind: 'team' } | { kind: 'sheet'; sheetId: number };

/** The navigation that streams the .xlsx for a period and a choice. */
export function downloadLink(period: string, choice: DownloadChoice): string {
  const query: Record<string, string> =
    choice.kind === 'sheet'
      ? { id: String(choice.sheetId) }
      : choice.kind === 'team'
        ? { period, team: '1' }
        : { period };
  return `${GOALS_DOWNLOAD_PATH}?${new URLSearchParams(query)}`;
}

/** The select's value of a choice, and back: "mine", "team" or a sheet's id. */
export const choiceValue = (choice: DownloadChoice) =>
  choice.kind === 'sheet' ? String(choice.sheetId) : choice.kind;

export function choiceOf(value: string): DownloadChoice {
  if (value === 'mine' || value === 'team') return { kind: value };
  return { kind: 'sheet', sheetId: Number(value) };
}
