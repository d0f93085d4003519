import { describe, expect, it } from 'vitest';
import { activityListView } from './activity-list.ts';

const items = [1, 2, 3, 4, 5, 6, 7];

describe('activityListView', () => {
  it('shows the first few with a "more" toggle while collapsed', () => {
    expect(activityListView(items, false, 5)).toEqual({ visible: [1, 2, 3, 4, 5], toggle: 'more' });
  });

  it('shows everything with a "collapse" toggle once expanded', () => {
    expect(activityListView(items, true, 5)).toEqual({ visible: items, toggle: 'collapse' });
  });

  it('has no toggle when everything fits', () => {
    expect(activityListView(items.slice(0, 5), false, 5)).toEqual({ visible: [1, 2, 3, 4, 5], toggle: null });
    expect(activityListView([], true, 5)).toEqual({ visible: [], toggle: null });
  });
});
