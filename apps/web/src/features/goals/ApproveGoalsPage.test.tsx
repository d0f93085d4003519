import type { GoalSheet, GoalSheetSummary } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { ApproveGoalsPage } from './ApproveGoalsPage.tsx';

const report = {
  email: 'na.li@example.com',
  name: '李娜',
  department: '研发中心',
  userId: 'XH2',
  avatar: null,
};
const summary: GoalSheetSummary = {
  id: 9,
  period: '2026-H2',
  owner: report,
  status: 'submitted',
  revision: 3,
  submittedAt: '2026-11-20 10:00:00',
  decidedAt: null,
};
const sheet: GoalSheet = {
  ...summary,
  objectives: [
    {
      title: '完成区域销售目标',
      weight: 100,
      keyResults: [{ title: '签约额', weight: 100, target: '1.2 亿元' }],
      tasks: [{ title: '每周复盘商机' }],
    },
  ],
  returnComment: null,
  decidedBy: null,
  updatedAt: '2026-11-20 10:00:00',
};

const openTheSheet = async () => {
  const item = await screen.findByTestId('goal-approval-item');
  fireEvent.click(within(item).getByTestId('goal-open'));
  return screen.findByTestId('goal-approval-sheet');
};

describe('ApproveGoalsPage', () => {
  it('opens a waiting sheet and approves the revision it shows', async () => {
    const calls = mockApi({
      goalApprovals: [summary],
      goalSheet: sheet,
      goalSheetApprove: { ...sheet, status: 'approved', revision: 4 },
    });
    renderWithApi(<ApproveGoalsPage />, { at: '/otkrApprove' });
    expect((await openTheSheet()).textContent).toContain('签约额');
    fireEvent.click(screen.getByTestId('goal-approve'));
    await waitFor(() => expect(callsTo(calls, 'goalSheetApprove')).toHaveLength(1));
    expect(callsTo(calls, 'goalSheetApprove')[0]?.body).toEqual({ id: 9, revision: 3 });
  });

  it('returns a sheet only with a comment', async () => {
    const calls = mockApi({
      goalApprovals: [summary],
      goalSheet: sheet,
      goalSheetReturn: { ...sheet, status: 'returned', revision: 4, returnComment: '请量化' },
    });
    renderWithApi(<ApproveGoalsPage />, { at: '/otkrApprove' });
    await openTheSheet();
    fireEvent.click(screen.getByTestId('goal-return'));
    const confirm = await screen.findByTestId('goal-return-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('goal-return-comment-input'), { target: { value: ' 请量化 ' } });
    await waitFor(() =>
      expect(screen.getByTestId('goal-return-confirm').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('goal-return-confirm'));
    await waitFor(() => expect(callsTo(calls, 'goalSheetReturn')).toHaveLength(1));
    expect(callsTo(calls, 'goalSheetReturn')[0]?.body).toEqual({ id: 9, revision: 3, comment: '请量化' });
  });
});
