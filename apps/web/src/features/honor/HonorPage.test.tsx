import type { HonorItem } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { HonorPage } from './HonorPage.tsx';

const honor = (overrides: Partial<HonorItem>): HonorItem => ({
  id: 1,
  name: '王芳',
  award: '月度之星',
  awardId: 2,
  department: '研发中心/质量保障部',
  prize: '奖金 ¥2,000',
  time: '2026-10',
  title: '十月之星',
  article: '<p>感谢</p>',
  attachments: [{ id: 9, filename: 'p.svg', fileUrl: '/file/content/p.svg' }],
  ...overrides,
});

let wallBodies: Record<string, unknown>[];
let gridItems: HonorItem[];

beforeEach(() => {
  wallBodies = [];
  gridItems = [
    honor({}),
    honor({ id: 2, name: '陈静,刘洋', award: '最佳师徒奖', awardId: 11, attachments: [] }),
  ];
  mockApi({
    honorAwardList: [{ id: 2, award: '月度之星' }],
    honorWallOfFame: ({ body }) => {
      const request = body as Record<string, unknown>;
      wallBodies.push(request);
      const items = request.pageSize === 4 ? gridItems.slice(0, 1) : gridItems;
      return { items, totalCount: items.length };
    },
  });
});

function renderPage(path = '/honor') {
  return renderWithApi(<HonorPage />, { at: path });
}

describe('HonorPage', () => {
  it('asks for the top four and for every match with the award filter on All', async () => {
    renderPage();
    await screen.findAllByTestId('honor-card');
    expect(wallBodies).toContainEqual({ award: 100, page: 1, pageSize: 4 });
    expect(wallBodies).toContainEqual({ award: 100, time: '', name: '', page: 1, pageSize: 1000 });
    expect(screen.getAllByTestId('honor-top-card')).toHaveLength(1);
  });

  it('takes the filters from the query and labels award 11 as teacher and student', async () => {
    renderPage('/honor?award=11&month=2026-10&name=陈');
    const [, pair] = await screen.findAllByTestId('honor-card');
    expect(wallBodies).toContainEqual({ award: 11, time: '2026-10', name: '陈', page: 1, pageSize: 1000 });
    const winners = within(pair as HTMLElement).getByTestId('honor-winners');
    expect(winners.textContent).toBe('导师陈静学员刘洋');
    expect(within(pair as HTMLElement).getByText('暂无图片')).toBeTruthy();
    expect(pair?.getAttribute('href')).toBe('/honorDetail?id=2');
  });

  it('shows 暂无数据 when nothing matches', async () => {
    gridItems = [];
    renderPage();
    await waitFor(() => expect(screen.getByTestId('honor-empty').textContent).toContain('暂无数据'));
    expect(screen.queryByTestId('honor-top-list')).toBeNull();
  });
});
