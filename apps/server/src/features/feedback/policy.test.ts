import { describe, expect, it } from 'vitest';
import { canEditFeedbackForms, canReadFeedbackAnswers } from './policy.ts';

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

describe('canEditFeedbackForms', () => {
  it('admits the feedback:edit right and an administrator, not the reader of answers', () => {
    expect(canEditFeedbackForms({ roles: ['feedback:edit'] })).toBe(true);
    expect(canEditFeedbackForms({ roles: ['admin'] })).toBe(true);
    expect(canEditFeedbackForms({ roles: ['feedback:read'] })).toBe(false);
    expect(canEditFeedbackForms({ roles: [] })).toBe(false);
  });
});
