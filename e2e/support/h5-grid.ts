import type { Locator } from '@playwright/test';

/** Tomorrow in the company's zone (the browser runs on Asia/Shanghai too, see the config). */
export const tomorrow = () => new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

/** The end of the half hour starting at `slotStart` (`HH:mm`). */
export const endOf = (slotStart: string) => {
  const [hours = 0, minutes = 0] = slotStart.split(':').map(Number);
  const end = hours * 60 + minutes + 30;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** Two neighbouring free cells of one room in the H5 grid: the room's id and name and the cells' starts. */
export async function findFreeHour(grid: Locator) {
  return grid.evaluate((element) => {
    const cells = [...element.querySelectorAll<HTMLElement>('[data-testid^="h5-cell-"]')];
    const byRoom = new Map<string, HTMLElement[]>();
    for (const cell of cells) {
      const [, , roomId = ''] = cell.dataset.testid?.split('-') ?? [];
      byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), cell]);
    }
    for (const [roomId, column] of byRoom) {
      for (let index = 0; index + 1 < column.length; index++) {
        const [first, second] = [column[index], column[index + 1]];
        if (first?.dataset.state === 'free' && second?.dataset.state === 'free') {
          const name = element.querySelector(`[data-testid="h5-room-${roomId}"] span`)?.textContent ?? '';
          const start = first.dataset.testid?.split('-')[3] ?? '';
          const next = second.dataset.testid?.split('-')[3] ?? '';
          return { roomId, name, start, next };
        }
      }
    }
    return null;
  });
}
