import type { GoalSheet, MyGoalSheet } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, renderWithApi } from '../../test/render-with-api.tsx';
import { MyGoalsPage } from './MyGoalsPage.tsx';

const periods = {
  current: '2026-H2',
  periods: [
    { period: '2027-H1', open: true },
    { period: '2026-H2', open: true },
  ],
};
const manager = {
  email: 'li.na@example.com',
  name: '李娜',
  department: '研发中心',
  userId: 'XH2',
  avatar: null,
};
const me = {
  email: 'wei.wang@example.com',
  name: '王伟',
  department: '研发中心',
  userId: 'XH1',
  avatar: null,
};
const sheet = (overrides: Partial<GoalSheet>): GoalSheet => ({
  id: 5,
  period: '2026-H2',
  owner: me,
  status: 'draft',
  revision: 1,
  objectives: [
    {
      title: '提升稳定性',
      weight: 100,
      keyResults: [{ title: '可用性', weight: 100, target: '99.9%' }],
      tasks: [],
    },
  ],
  returnComment: null,
  submittedAt: null,
  decidedAt: null,
  decidedBy: null,
  updatedAt: '2026-11-20 10:00:00',
  ...overrides,
});
const mine = (value: GoalSheet | null): MyGoalSheet => ({
  period: '2026-H2',
  open: true,
  supervisor: manager,
  sheet: value,
});

describe('MyGoalsPage', () => {
  it('keeps Submit disabled until the goals are complete, then saves and submits what is on screen', async () => {
    let held: GoalSheet | null = null;
    const calls = mockApi({
      goalPeriods: periods,
      goalSheetMine: () => mine(held),
      goalSheetSave: () => {
        const objectives = [
          {
            title: '交付提速',
            weight: 100,
            keyResults: [{ title: '需求交付周期', weight: 100, target: '' }],
            tasks: [],
          },
        ];
        held = sheet({ objectives });
        return held;
      },
      goalSheetSubmit: () => {
        held = sheet({ ...held, status: 'submitted', revision: 2, submittedAt: '2026-11-21 09:00:00' });
        return held;
      },
    });
    renderWithApi(<MyGoalsPage />, { at: '/portal/otkr' });
    const submit = await screen.findByTestId('goal-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('goal-incomplete')).toBeTruthy();

    fireEvent.change(screen.getByTestId('goal-objective-title'), { target: { value: '交付提速' } });
    fireEvent.change(screen.getByTestId('goal-kr-title'), { target: { value: '需求交付周期' } });
    await waitFor(() => expect(screen.getByTestId('goal-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('goal-submit'));

    await waitFor(() => expect(screen.getByTestId('goal-status').textContent).toBe('待审批'));
    const [saved] = callsTo(calls, 'goalSheetSave');
    expect(saved?.body).toMatchObject({
      period: '2026-H2',
      objectives: [{ title: '交付提速', weight: 100 }],
    });
    expect(callsTo(calls, 'goalSheetSubmit')[0]?.body).toEqual({ id: 5, revision: 1 });
    expect(screen.queryByTestId('goal-submit')).toBeNull();
  });

  it('shows a returned sheet’s comment above the editor, with the goals to change', async () => {
    mockApi({
      goalPeriods: periods,
      goalSheetMine: mine(
        sheet({
          status: 'returned',
          returnComment: '请量化关键结果',
          decidedBy: manager,
          submittedAt: '2026-11-20 10:00:00',
          decidedAt: '2026-11-21 10:00:00',
        }),
      ),
    });
    renderWithApi(<MyGoalsPage />, { at: '/portal/otkr' });
    expect((await screen.findByTestId('goal-return-comment')).textContent).toContain('请量化关键结果');
    expect(screen.getByTestId('goal-return-comment').textContent).toContain('李娜');
    expect((screen.getByTestId('goal-objective-title') as HTMLInputElement).value).toBe('提升稳定性');
  });
});
