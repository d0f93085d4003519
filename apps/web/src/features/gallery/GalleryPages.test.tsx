import type { GalleryItem, GalleryYear } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type RecordedCall, renderWithApi } from '../../test/render-with-api.tsx';
import { ActivityPage } from './ActivityPage.tsx';
import { ChildrenDayPage } from './ChildrenDayPage.tsx';
import { LeRunPage } from './LeRunPage.tsx';

const activity = (activityNo: number, name: string) => ({ activityNo, name });
const YEARS: GalleryYear[] = [
  {
    year: 2025,
    activities: [activity(13, '最美工位'), activity(14, '孩子们的奇思妙想'), activity(15, '乐跑团队')],
  },
  {
    year: 2024,
    activities: [activity(6, 'AI 一起来涂色'), activity(8, '最美工位'), activity(7, '童心童画')],
  },
  { year: 2023, activities: [activity(4, '人人都是老师'), activity(5, '中秋团圆')] },
  {
    year: 2022,
    activities: [
      activity(3, '最美工位'),
      activity(0, '童心童画'),
      activity(1, '运动打卡'),
      activity(2, '团圆时光'),
    ],
  },
];

/** A picture whose URL names its size (`/file/content/<name>-<width>x<height>.svg`); `broken` fails. */
const picture = (
  index: number,
  name: string,
  size: string,
  extra: Partial<GalleryItem> = {},
): GalleryItem => ({
  index,
  childName: name,
  parentName: '',
  desc: `${name}的工位`,
  imgUrl: `/file/content/${name}-${size}.svg`,
  ...extra,
});

class SizedImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    setTimeout(() => {
      const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(url) ?? [];
      if (!width || !height) return this.onerror?.();
      this.naturalWidth = Number(width);
      this.naturalHeight = Number(height);
      this.onload?.();
    });
  }
}

let galleries: Record<string, GalleryItem[]>;
let calls: RecordedCall[];

beforeEach(() => {
  vi.stubGlobal('Image', SizedImage);
  galleries = {
    '13-8': [
      picture(1, '甲', '480x320'),
      picture(2, '乙', '360x480'),
      picture(3, '丙', '560x300'),
      picture(4, '丁', '400x400'),
      picture(5, '戊', 'broken'),
      picture(6, '己', '480x320'),
    ],
    '13-3': [picture(1, '三月', '360x480')],
    '3': [picture(1, '二〇二二', '480x320')],
    '6': [picture(1, '涂色', '400x400', { parentName: '王建国', desc: '彩虹' })],
    '14': [picture(1, '李沐阳', '360x480', { parentName: '李伟', desc: '太空旅行' })],
    '0': [picture(1, '赵小满', '480x320', { parentName: '赵强', desc: '海底世界' })],
    '15': [picture(1, '追风少年队', '560x300', { member: '张伟,王芳,李娜', desc: '每天五公里' })],
  };
  calls = mockApi({
    galleryActivityList: YEARS,
    galleryItems: ({ query }) => {
      const month = query.get('month');
      return galleries[[query.get('activityNo'), month].filter(Boolean).join('-')] ?? [];
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

const askedFor = () => callsTo(calls, 'galleryItems').map((call) => Object.fromEntries(call.query.entries()));
const picked = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('radio', { checked: true }).closest('label')?.textContent;
const choose = (testId: string, label: string) =>
  fireEvent.click(within(screen.getByTestId(testId)).getByText(label));
const rowNames = () =>
  screen.getAllByTestId('gallery-row').map((row) =>
    within(row)
      .getAllByTestId('gallery-name')
      .map((name) => name.textContent),
  );

describe('ActivityPage', () => {
  it('opens on 2025’s first activity in August, upright pictures in the first rows, wider ones after', async () => {
    renderWithApi(<ActivityPage />, { at: '/activity' });
    await waitFor(() => expect(screen.getAllByTestId('gallery-row')).toHaveLength(2));
    expect(askedFor()).toEqual([{ activityNo: '13', month: '8' }]);
    expect([picked('gallery-year'), picked('gallery-activity'), picked('gallery-month')]).toEqual([
      '2025',
      '最美工位',
      '8月',
    ]);
    // 乙 (0.75), 丁 (1) and 戊 (failed: 1) first; then 甲, 丙 and 己, each group in the gallery's order.
    expect(rowNames()).toEqual([
      ['乙', '丁', '戊'],
      ['甲', '丙', '己'],
    ]);
  });

  it('says an unknown or malformed activityNo names no activity, and offers the newest one', async () => {
    for (const activityNo of ['999', 'abc']) {
      const { unmount } = renderWithApi(<ActivityPage />, { at: `/activity?activityNo=${activityNo}` });
      const notice = await screen.findByTestId('gallery-unknown');
      expect(within(notice).getByRole('heading').textContent).toBe('没有这个活动');
      expect(screen.queryByTestId('gallery-year')).toBeNull();
      expect(askedFor()).toEqual([]);
      if (activityNo === 'abc') {
        fireEvent.click(within(notice).getByTestId('gallery-unknown-back'));
        await waitFor(() => expect(screen.getAllByTestId('gallery-row')).toHaveLength(2));
        expect(picked('gallery-activity')).toBe('最美工位');
      }
      unmount();
    }
  });

  it('reads activityNo from the query: its year is picked and only the monthly activity has months', async () => {
    renderWithApi(<ActivityPage />, { at: '/activity?activityNo=6' });
    await screen.findByText('家长：王建国');
    expect([picked('gallery-year'), picked('gallery-activity')]).toEqual(['2024', 'AI 一起来涂色']);
    expect(screen.queryByTestId('gallery-month')).toBeNull();
    expect(askedFor()).toEqual([{ activityNo: '6' }]);
  });

  it('picking a year shows its first activity; picking a month asks for that month', async () => {
    renderWithApi(<ActivityPage />, { at: '/activity?activityNo=13' });
    await screen.findAllByTestId('gallery-row');
    choose('gallery-month', '3月');
    await waitFor(() => expect(rowNames()).toEqual([['三月']]));
    choose('gallery-year', '2022');
    await screen.findByText('二〇二二');
    expect(picked('gallery-activity')).toBe('最美工位');
    expect(screen.queryByTestId('gallery-month')).toBeNull();
    choose('gallery-activity', '童心童画');
    await screen.findByText('家长：赵强');
    expect(askedFor()).toEqual([
      { activityNo: '13', month: '8' },
      { activityNo: '13', month: '3' },
      { activityNo: '3' },
      { activityNo: '0' },
    ]);
  });

  it('labels running teams with the team name and its members', async () => {
    renderWithApi(<ActivityPage />, { at: '/activity?activityNo=15' });
    expect((await screen.findByTestId('gallery-team-name')).textContent).toBe('团队名称追风少年队');
    expect(screen.getByTestId('gallery-team-members').textContent).toBe('团队成员张伟、王芳、李娜');
  });

  it('shows 暂无数据 for a gallery with nothing in it', async () => {
    renderWithApi(<ActivityPage />, { at: '/activity?activityNo=5' });
    expect((await screen.findByTestId('gallery-empty')).textContent).toContain('暂无数据');
  });
});

describe('ChildrenDayPage', () => {
  it('switches between the children’s painting galleries of 2025, 2024 and 2022', async () => {
    renderWithApi(<ChildrenDayPage />, { at: '/childrenDay' });
    await screen.findByText('家长：李伟');
    const options = within(screen.getByTestId('gallery-activity')).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      '2025 孩子们的奇思妙想',
      '2024 童心童画',
      '2022 童心童画',
    ]);
    choose('gallery-activity', '2022 童心童画');
    await screen.findByText('家长：赵强');
    expect(askedFor()).toEqual([{ activityNo: '14' }, { activityNo: '0' }]);
  });
});

describe('LeRunPage', () => {
  it('shows the running teams', async () => {
    renderWithApi(<LeRunPage />, { at: '/leRun' });
    expect((await screen.findByTestId('gallery-team-name')).textContent).toBe('团队名称追风少年队');
    expect(askedFor()).toEqual([{ activityNo: '15' }]);
  });
});
