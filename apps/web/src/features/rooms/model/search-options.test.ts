import { LOCATIONS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { companyNow } from '../../../lib/company-time.ts';
import {
  ANY_LOCATION,
  CAPACITY_OPTIONS,
  capacityBounds,
  DURATION_OPTIONS,
  locationOptions,
  startTimeOptions,
} from './search-options.ts';
import { NOW, TODAY, TOMORROW } from './test-fixtures.ts';

describe('start-time options', () => {
  it('offers every half hour from 08:00 to 22:30 on another day', () => {
    const options = startTimeOptions(TOMORROW, NOW);
    expect(options).toHaveLength(30);
    expect(options[0]).toBe('08:00');
    expect(options.at(-1)).toBe('22:30');
  });

  it('offers only times later than now today (company time 10:10)', () => {
    expect(startTimeOptions(TODAY, NOW)[0]).toBe('10:30');
    expect(startTimeOptions(TODAY, NOW)).toHaveLength(25);
  });

  it('does not offer the current half hour when now is exactly on it', () => {
    const onTheHalfHour = companyNow('Asia/Shanghai', new Date('2026-11-23T02:30:00Z'));
    expect(startTimeOptions(TODAY, onTheHalfHour)[0]).toBe('11:00');
  });

  it('offers nothing late in the evening', () => {
    const late = companyNow('Asia/Shanghai', new Date('2026-11-23T14:40:00Z'));
    expect(startTimeOptions(TODAY, late)).toEqual([]);
  });
});

describe('duration and capacity options', () => {
  it('offers 不限, 30 minutes, 1, 2 and 3 hours', () => {
    expect(DURATION_OPTIONS.map((option) => option.minutes)).toEqual([null, 30, 60, 120, 180]);
  });

  it('maps capacity choices to min/max, 不限 to the defaults -1…1000', () => {
    expect(CAPACITY_OPTIONS.map(({ min, max }) => [min, max])).toEqual([
      [-1, 1000],
      [0, 10],
      [10, 15],
      [15, 20],
      [20, 1000],
    ]);
    expect(capacityBounds('over20')).toEqual({ min: 20, max: 1000 });
  });
});

describe('location options', () => {
  const options = locationOptions(LOCATIONS, '不限', (value) => value);

  it('puts 不限 first at every level', () => {
    expect(options[0]).toEqual({ value: ANY_LOCATION, label: '不限' });
    const shenzhen = options.find((option) => option.value === '深圳');
    expect(shenzhen?.children?.[0]?.label).toBe('不限');
    expect(shenzhen?.children?.[1]?.children?.map((floor) => floor.value)).toEqual(['', '3层', '4层']);
  });

  it('labels each level in the page language and keeps the value the server knows', () => {
    const english = locationOptions(LOCATIONS, 'Any', (value) => (value === '深圳' ? 'Shenzhen' : value));
    expect(english.find((option) => option.value === '深圳')?.label).toBe('Shenzhen');
  });

  it('keeps a building without floors as a leaf', () => {
    const t11 = options
      .find((option) => option.value === '深圳')
      ?.children?.find((b) => b.value === '会展湾T11栋');
    expect(t11).toEqual({ value: '会展湾T11栋', label: '会展湾T11栋' });
  });
});
