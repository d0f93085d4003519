import { describe, expect, it } from 'vitest';
import { chosenMonth, disclosureMonths, formatMonth, isMonth, shiftMonth } from './months.ts';

const batch = (batch_id: number, batchMonth: string) => ({ batch_id, name: `批次 ${batch_id}`, batchMonth });

describe('disclosure months', () => {
  it('groups batches by month, newest first, with counts', () => {
    const months = disclosureMonths([batch(1, '2026-01'), batch(2, '2026-03'), batch(3, '2026-01')]);
    expect(months).toEqual([
      { month: '2026-03', count: 1 },
      { month: '2026-01', count: 2 },
    ]);
  });

  it('takes the month asked for, else the newest one, else none', () => {
    const months = [{ month: '2026-03', count: 1 }];
    expect(chosenMonth('2025-12', months)).toBe('2025-12');
    expect(chosenMonth('2025-13', months)).toBe('2026-03');
    expect(chosenMonth(null, months)).toBe('2026-03');
    expect(chosenMonth(null, [])).toBeNull();
  });

  it('recognises YYYY-MM only', () => {
    expect(isMonth('2026-07')).toBe(true);
    for (const text of ['2026-7', '2026-00', '2026-07-01', '', null]) expect(isMonth(text)).toBe(false);
  });

  it('moves across year ends', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });

  it('reads a month in the pattern the catalogue gives', () => {
    expect(formatMonth('2026-03', 'YYYY年M月')).toBe('2026年3月');
    expect(formatMonth('2026-03', 'MMM YYYY')).toBe('Mar 2026');
  });
});
