/** How many rows a cell spans: the first row of a run of equal cells spans the run, the others 0 (hidden). */
export type RowSpans = number[];

/** Row spans of consecutive runs, where `sameRun(previous, row)` says whether a row continues the run. */
function runSpans<T>(rows: readonly T[], sameRun: (previous: T, row: T) => boolean): RowSpans {
  const spans: RowSpans = rows.map(() => 0);
  let start = 0;
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (index > 0 && previous !== undefined && sameRun(previous, row)) spans[start] = (spans[start] ?? 0) + 1;
    else {
      start = index;
      spans[index] = 1;
    }
  });
  return spans;
}

export interface OfficePlace {
  country: string;
  city: string;
}

/**
 * The office table's merged cells: equal consecutive countries merge, and equal consecutive regions
 * merge only within one country (two countries' regions of the same name stay apart).
 */
export function officeCellSpans(rows: readonly OfficePlace[]): { country: RowSpans; city: RowSpans } {
  return {
    country: runSpans(rows, (previous, row) => previous.country === row.country),
    city: runSpans(rows, (previous, row) => previous.country === row.country && previous.city === row.city),
  };
}
