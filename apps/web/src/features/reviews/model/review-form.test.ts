import type { Review } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { emptyReviewForm, formToReviewInput, reviewToForm } from './review-form.ts';

const person = (email: string) => ({ email, name: email, department: '研发中心' });
const review: Review = {
  id: 4,
  title: '大促复盘',
  project: '618',
  reviewDate: '2026-06-20',
  status: 'draft',
  author: person('a@x.com'),
  publishTime: null,
  updateTime: '2026-06-20 10:00:00',
  commentCount: 0,
  participants: [person('b@x.com')],
  goal: '稳定',
  result: '达成',
  wentWell: '预案',
  wentBadly: '',
  rootCauses: '',
  lessons: '',
  actions: [{ content: '压测', owner: person('c@x.com'), dueDate: null }],
  ownFlag: true,
};

describe('review form', () => {
  it('starts a new review today with me as participant', () => {
    expect(emptyReviewForm('2026-06-01', 'me@x.com')).toMatchObject({
      reviewDate: '2026-06-01',
      participants: ['me@x.com'],
      actions: [],
    });
  });

  it('round-trips a review through the form into the call', () => {
    const input = formToReviewInput({ ...reviewToForm(review), title: '  大促复盘 ' });
    expect(input).toEqual({
      title: '大促复盘',
      project: '618',
      reviewDate: '2026-06-20',
      participants: ['b@x.com'],
      goal: '稳定',
      result: '达成',
      wentWell: '预案',
      wentBadly: '',
      rootCauses: '',
      lessons: '',
      actions: [{ content: '压测', ownerEmail: 'c@x.com' }],
    });
  });

  it('sends a due date only when one is chosen', () => {
    const values = {
      ...reviewToForm(review),
      actions: [{ content: ' 演练 ', ownerEmail: 'c@x.com', dueDate: '2026-07-01' }],
    };
    expect(formToReviewInput(values).actions).toEqual([
      { content: '演练', ownerEmail: 'c@x.com', dueDate: '2026-07-01' },
    ]);
  });
});
