import { describe, expect, it } from 'vitest';
import { officeCellSpans } from './merged-cells.ts';

const place = (country: string, city: string) => ({ country, city });

describe('officeCellSpans', () => {
  it('merges equal consecutive countries, and equal regions within a country', () => {
    const rows = [
      place('中国', '深圳'),
      place('中国', '深圳'),
      place('中国', '北京'),
      place('中国', '北京'),
      place('中国', '北京'),
      place('中国', '上海'),
      place('新加坡', '新加坡'),
      place('马来西亚', '吉隆坡'),
    ];
    expect(officeCellSpans(rows)).toEqual({
      country: [6, 0, 0, 0, 0, 0, 1, 1],
      city: [2, 0, 3, 0, 0, 1, 1, 1],
    });
  });

  it('keeps a region apart when the country changes, and equal cells apart when not consecutive', () => {
    const rows = [place('中国', '香港'), place('香港', '香港'), place('中国', '深圳'), place('中国', '深圳')];
    expect(officeCellSpans(rows)).toEqual({ country: [1, 1, 2, 0], city: [1, 1, 2, 0] });
  });

  it('gives every row a span of its own when nothing repeats, and nothing for no rows', () => {
    expect(officeCellSpans([place('中国', '武汉'), place('中国', '成都')])).toEqual({
      country: [2, 0],
      city: [1, 1],
    });
    expect(officeCellSpans([])).toEqual({ country: [], city: [] });
  });
});
