/** Up to this width the screen counts as a phone's: the header collapses, the help widget hides. */
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

/**
 * The help widget shows only on the home route and on routes containing /meeting, and
 * never on mobile: not on the H5 routes (/meetingH5, /orderH5, /meetingOrderH5…) nor on a narrow screen.
 */
export function showsHelpWidget(pathname: string, narrowScreen: boolean): boolean {
  if (narrowScreen || /h5/i.test(pathname)) return false;
  return pathname === '/' || pathname.includes('/meeting');
}
