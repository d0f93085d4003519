import type { Book } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, refuse, renderWithApi } from '../../test/render-with-api.tsx';
import { BookCornerPage } from './BookCornerPage.tsx';

const book = (id: number, recommender: string, overrides: Partial<Book> = {}): Book => ({
  id,
  name: `书名${id}`,
  author: `作者${id}`,
  cover: `/file/content/cover-${id}.svg`,
  recommender,
  recommend: `推荐语${id}`,
  ...overrides,
});

const books = [
  book(1, 'fang.li@example.com'),
  book(2, 'wei.wang@example.com', { cover: '' }),
  book(3, 'Fang.Li@example.com'),
];
const people = [
  { email: 'fang.li@example.com', name: '李芳', department: '研发中心/质量保障部' },
  { email: 'wei.wang@example.com', name: '王伟', department: '行政部/综合事务组' },
];

const recommenderLines = async () =>
  (await screen.findAllByTestId('book-recommender')).map((line) => line.textContent);

describe('BookCornerPage', () => {
  it("shows each book with its recommender's department and name from one HR look-up", async () => {
    const calls = mockApi({ bookCornerBooks: { list: books, total: 3 }, peopleHrmByEmails: people });
    renderWithApi(<BookCornerPage />, { at: '/bookCorner' });

    await waitFor(async () =>
      expect(await recommenderLines()).toEqual([
        '推荐人：质量保障部 · 李芳',
        '推荐人：综合事务组 · 王伟',
        '推荐人：质量保障部 · 李芳',
      ]),
    );
    expect(callsTo(calls, 'bookCornerBooks')[0]?.query.toString()).toBe('pageNum=1&pageSize=1000');
    expect(callsTo(calls, 'peopleHrmByEmails').map((call) => call.body)).toEqual([
      ['fang.li@example.com', 'wei.wang@example.com'],
    ]);
    const [first, second] = screen.getAllByTestId('book-card');
    expect(
      within(first as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/file/content/cover-1.svg');
    expect(within(first as HTMLElement).getByText('作者：作者1')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('推荐语1')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('暂无图片')).toBeTruthy();
    expect(screen.getByText('共 3 本')).toBeTruthy();
  });

  it('opens the configured library page in a new tab from the banner', async () => {
    mockApi({ bookCornerBooks: { list: [], total: 0 } });
    renderWithApi(<BookCornerPage />, { at: '/bookCorner' });
    const banner = await screen.findByTestId('book-corner-banner');
    expect(banner.getAttribute('href')).toBe('https://books.test.local/');
    expect(banner.getAttribute('target')).toBe('_blank');
    expect(banner.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('still lists the books, with blank recommender names, when the look-up fails', async () => {
    mockApi({
      bookCornerBooks: { list: books, total: 3 },
      peopleHrmByEmails: refuse(500, 'server.error', '服务器出错了'),
    });
    renderWithApi(<BookCornerPage />, { at: '/bookCorner' });
    expect(await screen.findAllByTestId('book-card')).toHaveLength(3);
    expect(await recommenderLines()).toEqual(['推荐人：', '推荐人：', '推荐人：']);
    expect(screen.getByText('书名2')).toBeTruthy();
  });

  it('says 暂无数据 when there are no books, and looks nobody up', async () => {
    const calls = mockApi({ bookCornerBooks: { list: [], total: 0 } });
    renderWithApi(<BookCornerPage />, { at: '/bookCorner' });
    expect((await screen.findByTestId('book-corner-empty')).textContent).toContain('暂无数据');
    expect(callsTo(calls, 'peopleHrmByEmails')).toEqual([]);
  });
});
