import { describe, expect, it } from 'vitest';
import { canReadFeedbackAnswers } from './policy.ts';

describe('canReadFeedbackAnswers', () => {
  it('admits the feedback:read right and an administrator', () => {
    expect(canReadFeedbackAnswers({ roles: ['feedback:read'] })).toBe(true);
    expect(canReadFeedbackAnswers({ roles: ['admin'] })).toBe(true);
  });

  it('refuses everyone else, other module rights included', () => {
    expect(canReadFeedbackAnswers({ roles: [] })).toBe(false);
    expect(canReadFeedbackAnswers({ roles: ['apartment:import', 'rotation:import'] })).toBe(false);
    expect(canReadFeedbackAnswers({ roles: ['feedback:write', 'Feedback:Read'] })).toBe(false);
  });
});
