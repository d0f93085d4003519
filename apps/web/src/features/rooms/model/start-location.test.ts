import type { LocationNode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { LOCATION_STORAGE_KEY, locationPath, startLocation } from './start-location.ts';

const nodes: LocationNode[] = [
  {
    value: '北京',
    children: [{ value: 'IC-Park一号楼', children: [{ value: '3层' }] }, { value: 'IC-PARK-7号楼' }],
  },
  { value: '上海', children: [{ value: '星创', children: [{ value: '9层' }] }] },
];

describe('the location the room page opens on', () => {
  it("opens on the employee's own building, with 不限 below it when it has floors", () => {
    expect(startLocation(null, { city: '北京', building: 'IC-Park一号楼' }, nodes)).toEqual([
      '北京',
      'IC-Park一号楼',
      '',
    ]);
    expect(startLocation(null, { city: '北京', building: 'IC-PARK-7号楼' }, nodes)).toEqual([
      '北京',
      'IC-PARK-7号楼',
    ]);
    expect(startLocation(null, { city: '上海', building: null }, nodes)).toEqual(['上海', '']);
  });

  it('prefers the last choice remembered in this browser', () => {
    const stored = JSON.stringify(['上海', '星创', '9层']);
    expect(startLocation(stored, { city: '北京', building: 'IC-Park一号楼' }, nodes)).toEqual([
      '上海',
      '星创',
      '9层',
    ]);
    expect(startLocation(JSON.stringify(['']), { city: '北京', building: null }, nodes)).toEqual(['']);
  });

  it('falls back to anywhere for unknown or unreadable places', () => {
    expect(startLocation('not json', { city: '广州', building: null }, nodes)).toEqual(['']);
    expect(startLocation(JSON.stringify(['北京', '旧楼']), null, nodes)).toEqual(['']);
    expect(startLocation(null, undefined, nodes)).toEqual(['']);
    expect(locationPath(['北京', 'IC-Park一号楼', '3层'], nodes)).toEqual(['北京', 'IC-Park一号楼', '3层']);
    expect(LOCATION_STORAGE_KEY).toBe('portal.rooms.location');
  });
});
