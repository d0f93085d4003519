import { describe, expect, it } from 'vitest';
import { locationPaths, locationTree, searchedPath, sortByLocation } from './location-order.ts';

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

  it('makes the cascader tree of the rooms in their order, a building without floors a leaf', () => {
    const tree = locationTree(
      sortByLocation([
        room('杭州', '滨江', '2层', 'a'),
        room('深圳', '会展湾T11栋', null, 'b'),
        room('杭州', '滨江', '1层', 'c'),
        room('深圳', '会展湾T10栋', '3层', 'd'),
        room('深圳', '会展湾T10栋', '3层', 'e'),
      ]),
    );
    expect(tree).toEqual([
      {
        value: '深圳',
        children: [{ value: '会展湾T10栋', children: [{ value: '3层' }] }, { value: '会展湾T11栋' }],
      },
      { value: '杭州', children: [{ value: '滨江', children: [{ value: '2层' }, { value: '1层' }] }] },
    ]);
    const paths = locationPaths(tree);
    expect(paths.has(searchedPath('杭州', '滨江', '1层') ?? '')).toBe(true);
    expect(paths.has(searchedPath('深圳', null, null) ?? '')).toBe(true);
    expect(paths.has(searchedPath('杭州', '滨江', '9层') ?? '')).toBe(false);
    expect(searchedPath(null, '滨江', null)).toBeNull();
    expect(searchedPath(null, null, null)).toBe('');
  });
});
