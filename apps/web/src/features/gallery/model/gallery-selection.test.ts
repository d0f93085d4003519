import type { GalleryYear } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  activitiesAmong,
  activityNosOf,
  gallerySelectionParams,
  namesUnknownActivity,
  readGallerySelection,
  selectActivity,
  selectYear,
  yearOf,
} from './gallery-selection.ts';

const activity = (activityNo: number) => ({ activityNo, name: `活动${activityNo}` });
const YEARS: GalleryYear[] = [
  { year: 2025, activities: [13, 14, 15].map(activity) },
  { year: 2024, activities: [6, 8, 7].map(activity) },
  { year: 2023, activities: [4, 5].map(activity) },
  { year: 2022, activities: [3, 0, 1, 2].map(activity) },
];
const ALL = activityNosOf(YEARS);
const read = (query: string, activityNos: readonly number[] = ALL) =>
  readGallerySelection(new URLSearchParams(query), activityNos);

describe('readGallerySelection', () => {
  it('takes activityNo from the query when it names a known activity, 0 included', () => {
    expect(read('activityNo=7')).toEqual({ activityNo: 7, month: null });
    expect(read('activityNo=0')).toEqual({ activityNo: 0, month: null });
  });

  it('falls back to the first activity (2025’s first: 13, in August) when missing, unknown or malformed', () => {
    for (const query of [
      '',
      'activityNo=',
      'activityNo=99',
      'activityNo=-1',
      'activityNo=1.5',
      'activityNo=abc',
    ]) {
      expect([query, read(query)]).toEqual([query, { activityNo: 13, month: 8 }]);
    }
  });

  it('reads the month only for the monthly activity, 2 to 8, else August', () => {
    expect(read('activityNo=13&month=5')).toEqual({ activityNo: 13, month: 5 });
    expect(read('activityNo=13&month=2')).toEqual({ activityNo: 13, month: 2 });
    expect(read('activityNo=13&month=9')).toEqual({ activityNo: 13, month: 8 });
    expect(read('activityNo=13&month=1')).toEqual({ activityNo: 13, month: 8 });
    expect(read('activityNo=13&month=x')).toEqual({ activityNo: 13, month: 8 });
    expect(read('activityNo=14&month=5')).toEqual({ activityNo: 14, month: null });
  });

  it('keeps to the activities a page offers (the children’s day page: 14, 7, 0)', () => {
    expect(read('activityNo=13', [14, 7, 0])).toEqual({ activityNo: 14, month: null });
    expect(read('activityNo=0', [14, 7, 0])).toEqual({ activityNo: 0, month: null });
    expect(read('activityNo=7', [])).toBeNull();
  });
});

describe('namesUnknownActivity', () => {
  const unknown = (query: string) => namesUnknownActivity(new URLSearchParams(query), ALL);
  it('is true for an activityNo that names no activity or is no whole number', () => {
    for (const query of ['activityNo=99', 'activityNo=-1', 'activityNo=1.5', 'activityNo=abc']) {
      expect([query, unknown(query)]).toEqual([query, true]);
    }
  });

  it('is false for a known activity, 0 included, and when none is named', () => {
    for (const query of ['activityNo=13', 'activityNo=0', 'activityNo=', '']) {
      expect([query, unknown(query)]).toEqual([query, false]);
    }
  });
});

describe('gallerySelectionParams', () => {
  it('writes the activity, and the month only when it is not August', () => {
    expect(gallerySelectionParams({ activityNo: 6, month: null })).toEqual({ activityNo: '6' });
    expect(gallerySelectionParams({ activityNo: 0, month: null })).toEqual({ activityNo: '0' });
    expect(gallerySelectionParams({ activityNo: 13, month: 8 })).toEqual({ activityNo: '13' });
    expect(gallerySelectionParams({ activityNo: 13, month: 3 })).toEqual({ activityNo: '13', month: '3' });
  });

  it('reads back what it writes', () => {
    for (const selection of [selectActivity(15), { activityNo: 13, month: 4 }, selectActivity(13)]) {
      expect(read(new URLSearchParams(gallerySelectionParams(selection)).toString())).toEqual(selection);
    }
  });
});

describe('years', () => {
  it('picking a year selects its first activity: 2025→13 (August), 2024→6, 2023→4, 2022→3', () => {
    expect(selectYear(YEARS, 2025)).toEqual({ activityNo: 13, month: 8 });
    expect(selectYear(YEARS, 2024)).toEqual({ activityNo: 6, month: null });
    expect(selectYear(YEARS, 2023)).toEqual({ activityNo: 4, month: null });
    expect(selectYear(YEARS, 2022)).toEqual({ activityNo: 3, month: null });
    expect(selectYear(YEARS, 2019)).toBeNull();
  });

  it('finds the year of an activity', () => {
    expect(yearOf(YEARS, 0)?.year).toBe(2022);
    expect(yearOf(YEARS, 8)?.year).toBe(2024);
    expect(yearOf(YEARS, 99)).toBeUndefined();
  });
});

describe('activitiesAmong', () => {
  it('gives the named activities in the order asked, with their years, leaving out unknown ones', () => {
    expect(activitiesAmong(YEARS, [14, 7, 99, 0])).toEqual([
      { activityNo: 14, name: '活动14', year: 2025 },
      { activityNo: 7, name: '活动7', year: 2024 },
      { activityNo: 0, name: '活动0', year: 2022 },
    ]);
  });
});
