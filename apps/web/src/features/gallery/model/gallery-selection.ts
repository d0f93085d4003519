import type { GalleryYear } from '@portal/contracts';
import {
  GALLERY_DEFAULT_MONTH,
  GALLERY_MONTHLY_ACTIVITY_NO,
  GALLERY_MONTHS,
} from '../../../api/contract-values.ts';

/** The gallery shown: an activity, and the month when it is the monthly one (else null). */
export interface GallerySelection {
  activityNo: number;
  month: number | null;
}

export const isMonthlyActivity = (activityNo: number) => activityNo === GALLERY_MONTHLY_ACTIVITY_NO;

const wholeNumber = (value: string | null) =>
  value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null;

/** An activity as chosen: the monthly one opens on its default month. */
export const selectActivity = (activityNo: number): GallerySelection => ({
  activityNo,
  month: isMonthlyActivity(activityNo) ? GALLERY_DEFAULT_MONTH : null,
});

/**
 * The selection the page's query names (`activityNo`, and `month` for the monthly activity) when
 * it is one of `activityNos`; otherwise the first of them. Null while there is none to show.
 */
export function readGallerySelection(
  params: URLSearchParams,
  activityNos: readonly number[],
): GallerySelection | null {
  const asked = wholeNumber(params.get('activityNo'));
  const activityNo = asked !== null && activityNos.includes(asked) ? asked : activityNos[0];
  if (activityNo === undefined) return null;
  const selection = selectActivity(activityNo);
  const month = wholeNumber(params.get('month'));
  if (selection.month !== null && month !== null && (GALLERY_MONTHS as readonly number[]).includes(month)) {
    return { activityNo, month };
  }
  return selection;
}

/**
 * The query names an activity (`activityNo` given) that is not one of `activityNos`, or is no
 * number at all: a stale or mistyped link, which the page says rather than showing another gallery.
 */
export function namesUnknownActivity(params: URLSearchParams, activityNos: readonly number[]): boolean {
  const named = params.get('activityNo');
  if (named === null || named === '') return false;
  const asked = wholeNumber(named);
  return asked === null || !activityNos.includes(asked);
}

/** The query that names a selection: its activity, and its month when not the default. */
export function gallerySelectionParams({ activityNo, month }: GallerySelection): Record<string, string> {
  const params: Record<string, string> = { activityNo: String(activityNo) };
  if (month !== null && month !== GALLERY_DEFAULT_MONTH) params.month = String(month);
  return params;
}

/** Every activity number, years in the list's order (newest first). */
export const activityNosOf = (years: readonly GalleryYear[]) =>
  years.flatMap((year) => year.activities.map((activity) => activity.activityNo));

/** Picking a year shows its first activity. */
export function selectYear(years: readonly GalleryYear[], year: number): GallerySelection | null {
  const first = years.find((entry) => entry.year === year)?.activities[0];
  return first ? selectActivity(first.activityNo) : null;
}

/** The year an activity belongs to. */
export const yearOf = (years: readonly GalleryYear[], activityNo: number) =>
  years.find((entry) => entry.activities.some((activity) => activity.activityNo === activityNo));

/** The activities of `activityNos` that the list has, in that order, each with its year. */
export function activitiesAmong(years: readonly GalleryYear[], activityNos: readonly number[]) {
  return activityNos.flatMap((activityNo) => {
    const year = yearOf(years, activityNo);
    const activity = year?.activities.find((entry) => entry.activityNo === activityNo);
    return year && activity ? [{ ...activity, year: year.year }] : [];
  });
}
