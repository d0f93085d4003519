import { describe, expect, it } from 'vitest';
import zh from '../../i18n/zh.json';
import { headerTitleKey } from './header-title.ts';

const titleOf = (pathname: string) => zh.shell.title[headerTitleKey(pathname)];

describe('header title by source page', () => {
  it('names the five pages that have their own title, exactly as the product names them', () => {
    expect(titleOf('/downloadSoftware')).toBe('软件安装');
    expect(titleOf('/publicShow')).toBe('阳光公示');
    expect(titleOf('/orgTree')).toBe('组织架构与干部');
    expect(titleOf('/holidayCalendar')).toBe('假期日历');
    expect(titleOf('/apartmentListings')).toBe('公寓房源');
  });

  it('shows 复盘报告 anywhere else, home and meeting pages included', () => {
    for (const path of ['/', '/meeting/meetingOrder', '/review/myReview', '/honor', '/publicShowcase']) {
      expect(titleOf(path)).toBe('复盘报告');
    }
  });
});
