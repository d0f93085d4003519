/** Lists longer than this are drawn virtualised (only the rows near the window exist). */
export const VIRTUALISE_FROM_ROOMS = 60;

/** The rooms cut into rows of `columns` (the last row may be shorter). */
export function roomRows<T>(rooms: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let start = 0; start < rooms.length; start += size) rows.push(rooms.slice(start, start + size));
  return rows;
}
