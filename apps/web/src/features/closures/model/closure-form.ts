import type { ClosureRoom } from '@portal/contracts';

/** Whether a room matches what was typed: its name or any part of where it is. */
export function roomMatches(room: ClosureRoom, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return true;
  return [room.name, room.city, room.building, room.floor ?? ''].some((part) =>
    part.toLowerCase().includes(wanted),
  );
}

/** Where a room is, as one line: 北京 · IC-Park一号楼 · 3层. */
export const roomPlace = (room: Pick<ClosureRoom, 'city' | 'building' | 'floor'>) =>
  [room.city, room.building, room.floor].filter(Boolean).join(' · ');
