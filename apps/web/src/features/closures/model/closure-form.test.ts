import { describe, expect, it } from 'vitest';
import { roomMatches, roomPlace } from './closure-form.ts';

const room = {
  id: 1,
  name: '星河厅',
  city: '北京',
  building: 'IC-Park一号楼',
  floor: '3层',
  capacity: 8,
  closuresAhead: 0,
};

describe('closure form helpers', () => {
  it('finds a room by its name or any part of its place', () => {
    expect(roomMatches(room, '')).toBe(true);
    expect(roomMatches(room, '星河')).toBe(true);
    expect(roomMatches(room, 'ic-park')).toBe(true);
    expect(roomMatches(room, '3层')).toBe(true);
    expect(roomMatches(room, '上海')).toBe(false);
    expect(roomPlace(room)).toBe('北京 · IC-Park一号楼 · 3层');
    expect(roomPlace({ ...room, floor: null })).toBe('北京 · IC-Park一号楼');
  });
});
