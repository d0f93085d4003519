import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { placeLabel, roomPlace } from './place-names.ts';

describe('place names', () => {
  const en = i18n.getFixedT('en');
  const zh = i18n.getFixedT('zh');

  it('reads cities, buildings and floors in English where a translation exists', () => {
    expect(['深圳', '北京', '上海'].map((city) => placeLabel(city, en))).toEqual([
      'Shenzhen',
      'Beijing',
      'Shanghai',
    ]);
    expect(roomPlace({ city: '深圳', building: '会展湾T10栋', floor: '3层' }, en)).toBe(
      'Shenzhen · Convention Bay T10 · Floor 3',
    );
    expect(roomPlace({ city: '北京', building: 'IC-PARK-6号楼', floor: '2F' }, en)).toBe(
      'Beijing · IC-PARK Building 6 · 2F',
    );
  });

  it('keeps the Chinese values in Chinese and unknown names as written', () => {
    expect(roomPlace({ city: '深圳', building: '会展湾T10栋', floor: '3层' }, zh)).toBe(
      '深圳 · 会展湾T10栋 · 3层',
    );
    expect(placeLabel('新大楼.A座', en)).toBe('新大楼.A座');
    expect(roomPlace({ city: '上海', building: '星创', floor: null }, en)).toBe('Shanghai · Xingchuang');
  });
});
