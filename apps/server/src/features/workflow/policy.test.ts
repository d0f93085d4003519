import { describe, expect, it } from 'vitest';
import { canDecideRequest, canViewRequest, canWithdrawRequest, type RequestFacts } from './policy.ts';

const REQUESTER = { id: 1 };
const FIRST_APPROVER = { id: 2 };
const SECOND_APPROVER = { id: 3 };
const STRANGER = { id: 4 };

const inApproval: RequestFacts = {
  requesterId: 1,
  status: 'pending',
  currentApproverId: 2,
  approverIds: [2, 3],
};

describe('canViewRequest', () => {
  it('admits the requester and every approver, decided or still to come', () => {
    expect(canViewRequest(REQUESTER, inApproval)).toBe(true);
    expect(canViewRequest(FIRST_APPROVER, inApproval)).toBe(true);
    expect(canViewRequest(SECOND_APPROVER, inApproval)).toBe(true);
  });

  it('refuses anyone else', () => {
    expect(canViewRequest(STRANGER, inApproval)).toBe(false);
  });
});

describe('canDecideRequest', () => {
  it('admits only the approver of the step awaiting a decision', () => {
    expect(canDecideRequest(FIRST_APPROVER, inApproval)).toBe(true);
    expect(canDecideRequest(SECOND_APPROVER, inApproval)).toBe(false);
    expect(canDecideRequest(REQUESTER, inApproval)).toBe(false);
    expect(canDecideRequest(STRANGER, inApproval)).toBe(false);
  });

  it('refuses everyone once the request is finished', () => {
    for (const status of ['approved', 'rejected', 'withdrawn'] as const) {
      expect(canDecideRequest(FIRST_APPROVER, { ...inApproval, status })).toBe(false);
    }
  });
});

describe('canWithdrawRequest', () => {
  it('admits the requester while the request is in approval', () => {
    expect(canWithdrawRequest(REQUESTER, inApproval)).toBe(true);
  });

  it('refuses approvers and strangers, and everyone once it is finished', () => {
    expect(canWithdrawRequest(FIRST_APPROVER, inApproval)).toBe(false);
    expect(canWithdrawRequest(STRANGER, inApproval)).toBe(false);
    for (const status of ['approved', 'rejected', 'withdrawn'] as const) {
      expect(canWithdrawRequest(REQUESTER, { ...inApproval, status, currentApproverId: null })).toBe(false);
    }
  });
});
