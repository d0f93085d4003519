import { describe, expect, it } from 'vitest';
import { sortByLocation } from './location-order.ts';

const room = (city: string, building: string, floor: string | null, name: string) => ({
  city,
  building,
  floor,
  name,
});

describe('sortByLocation (the listed location order)', () => {
  it('orders cities, buildings and floors as they are listed, not by their names', () => {
    const rooms = [
      room('上海', '星创', '9层', 'a'),
      room('北京', '亦庄-信创园', '8层', 'b'),
      room('北京', 'IC-PARK-7号楼', null, 'c'),
      room('北京', 'IC-Park一号楼', '4层', 'd'),
      room('北京', 'IC-Park一号楼', '3层', 'e'),
      room('深圳', '会展湾T11栋', null, 'f'),
      room('深圳', '会展湾T10栋', '4层', 'g'),
    ];
    expect(sortByLocation(rooms).map((each) => each.name)).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
  });

  it('keeps the incoming order within one location (the query sorts by name)', () => {
    const rooms = ['A', 'B', 'a'].map((name) => room('北京', 'IC-Park一号楼', '3层', name));
    expect(sortByLocation(rooms).map((each) => each.name)).toEqual(['A', 'B', 'a']);
  });

  it('puts unlisted locations, and rooms without a floor, after the listed ones', () => {
    const rooms = [
      room('广州', '天河', '1层', 'unknown city'),
      room('北京', 'IC-Park一号楼', null, 'no floor'),
      room('北京', 'IC-Park一号楼', '99层', 'unknown floor'),
      room('北京', 'IC-Park一号楼', '8层', 'last listed floor'),
      room('上海', '星创', '9层', 'shanghai'),
    ];
    expect(sortByLocation(rooms).map((each) => each.name)).toEqual([
      'last listed floor',
      'no floor',
      'unknown floor',
      'shanghai',
      'unknown city',
    ]);
  });
});
