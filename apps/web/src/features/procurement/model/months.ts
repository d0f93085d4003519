import type { ProcurementBatch } from '@portal/contracts';
import dayjs from 'dayjs';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (text: string | null | undefined): text is string => !!text && MONTH.test(text);

export interface DisclosureMonth {
  month: string;
  count: number;
}

/** The months that have disclosures, newest first, with how many batches each has. */
export function disclosureMonths(batches: readonly ProcurementBatch[]): DisclosureMonth[] {
  const counts = new Map<string, number>();
  for (const batch of batches) counts.set(batch.batchMonth, (counts.get(batch.batchMonth) ?? 0) + 1);
  return [...counts]
    .map(([month, count]) => ({ month, count }))
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** /publicShow?month: the month asked for when it is one, else the newest month with disclosures. */
export function chosenMonth(asked: string | null, months: readonly DisclosureMonth[]): string | null {
  if (isMonth(asked)) return asked;
  return months[0]?.month ?? null;
}

/** `YYYY-MM` moved by whole months (the switcher's previous/next). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, monthOfYear = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthOfYear - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A month as people read it, e.g. 2026年3月 or Mar 2026 (the pattern comes from the catalogue). */
export const formatMonth = (month: string, pattern: string) => dayjs(`${month}-01`).format(pattern);
