import { describe, expect, it } from 'vitest';
import { canDecideGoalSheet, canEditGoalSheet, canViewGoalSheet, mayApprove, mayReturn } from './policy.ts';

const owner = { id: 10 };
const direct = { id: 20 };
const skipLevel = { id: 30 };
const stranger = { id: 40 };
const sheet = { ownerId: 10, supervisorIds: [20, 30] };

describe('canViewGoalSheet', () => {
  it('lets the owner and every supervisor up the chain see the sheet, nobody else', () => {
    expect([owner, direct, skipLevel, stranger].map((user) => canViewGoalSheet(user, sheet))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('lets only the owner see the sheet of someone without a supervisor', () => {
    expect(canViewGoalSheet(owner, { ownerId: 10, supervisorIds: [] })).toBe(true);
    expect(canViewGoalSheet(direct, { ownerId: 10, supervisorIds: [] })).toBe(false);
  });
});

describe('canEditGoalSheet', () => {
  it('lets the owner edit a draft or a returned sheet only', () => {
    const statuses = ['draft', 'returned', 'submitted', 'approved'] as const;
    expect(statuses.map((status) => canEditGoalSheet(owner, { ownerId: 10, status }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('never lets a supervisor edit their report’s goals', () => {
    expect(canEditGoalSheet(direct, { ownerId: 10, status: 'draft' })).toBe(false);
  });
});

describe('canDecideGoalSheet', () => {
  it('belongs to the direct supervisor alone', () => {
    expect([owner, direct, skipLevel, stranger].map((user) => canDecideGoalSheet(user, sheet))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('is nobody’s when the owner has no supervisor, and never the owner’s in a directory loop', () => {
    expect(canDecideGoalSheet(owner, { ownerId: 10, supervisorIds: [] })).toBe(false);
    expect(canDecideGoalSheet(owner, { ownerId: 10, supervisorIds: [10] })).toBe(false);
  });
});

describe('decisions by status', () => {
  it('approves a submitted sheet, and returns a submitted or an approved one (reopening it)', () => {
    const statuses = ['draft', 'submitted', 'approved', 'returned'] as const;
    expect(statuses.map(mayApprove)).toEqual([false, true, false, false]);
    expect(statuses.map(mayReturn)).toEqual([false, true, true, false]);
  });
});
