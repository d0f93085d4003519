import { describe, expect, it } from 'vitest';
import { action } from '../../model/test-fixtures.ts';
import { openActionsFirst } from './open-actions.ts';

describe('openActionsFirst', () => {
  it('leaves done actions out', () => {
    const list = [action({ id: 1, status: 'done' }), action({ id: 2, status: 'doing' }), action({ id: 3 })];
    expect(openActionsFirst(list).map((item) => item.id)).toEqual([2, 3]);
  });

  it('puts overdue actions first, then the earliest due date', () => {
    const list = [
      action({ id: 1, dueDate: '2026-03-05' }),
      action({ id: 2, dueDate: '2026-03-09', overdue: true }),
      action({ id: 3, dueDate: '2026-03-01', overdue: true }),
      action({ id: 4, dueDate: '2026-03-03' }),
    ];
    expect(openActionsFirst(list).map((item) => item.id)).toEqual([3, 2, 4, 1]);
  });

  it('does not change the list it is given', () => {
    const list = [action({ id: 2, dueDate: '2026-03-09' }), action({ id: 1, dueDate: '2026-03-01' })];
    openActionsFirst(list);
    expect(list.map((item) => item.id)).toEqual([2, 1]);
  });
});
