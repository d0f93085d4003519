import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DAY_TAB_COUNT, dayTabs, UNKNOWN_WEEKDAY_LABEL, weekLabel } from './day-tabs.ts';

// A Wednesday in the company's zone, written as the company's clock shows it.
const now = dayjs('2026-07-15 14:20');

describe('the date helper', () => {
  it('builds eleven days, today plus ten, as year-month-day', () => {
    const tabs = dayTabs(now);
    expect(DAY_TAB_COUNT).toBe(11);
    expect(tabs).toHaveLength(11);
    expect(tabs[0]?.date).toBe('2026-07-15');
    expect(tabs[10]?.date).toBe('2026-07-25');
    expect(tabs.every((tab) => /^\d{4}-\d{2}-\d{2}$/.test(tab.date))).toBe(true);
  });

  it('labels today 今天 and the other days Sunday to Saturday in Chinese', () => {
    const tabs = dayTabs(now);
    expect(tabs.map((tab) => tab.label)).toEqual([
      '今天',
      '周四',
      '周五',
      '周六',
      '周日',
      '周一',
      '周二',
      '周三',
      '周四',
      '周五',
      '周六',
    ]);
    expect(tabs.filter((tab) => tab.isToday).map((tab) => tab.date)).toEqual(['2026-07-15']);
  });

  it('crosses a month end', () => {
    expect(
      dayTabs(dayjs('2026-02-25 09:00'))
        .map((tab) => tab.date)
        .slice(3, 6),
    ).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('names each weekday from Sunday, and answers 传入未知参数 for anything else', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(weekLabel)).toEqual([
      '周日',
      '周一',
      '周二',
      '周三',
      '周四',
      '周五',
      '周六',
    ]);
    expect(weekLabel(7)).toBe(UNKNOWN_WEEKDAY_LABEL);
    expect(weekLabel(-1)).toBe('传入未知参数');
    expect(weekLabel(1.5)).toBe('传入未知参数');
  });
});
