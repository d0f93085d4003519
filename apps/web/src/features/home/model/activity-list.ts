/** The activity card shows this many until "more" is clicked. */
export const COLLAPSED_ACTIVITY_COUNT = 5;

/** Activity list: the first few, or all of them once expanded; the toggle only when there are more. */
export function activityListView<T>(
  items: readonly T[],
  expanded: boolean,
  collapsedCount = COLLAPSED_ACTIVITY_COUNT,
) {
  const hasMore = items.length > collapsedCount;
  return {
    visible: expanded || !hasMore ? items : items.slice(0, collapsedCount),
    toggle: hasMore ? (expanded ? ('collapse' as const) : ('more' as const)) : null,
  };
}
