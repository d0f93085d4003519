import type { CultureCircle } from '@portal/contracts';

/** SPEC §4 culture wall: the circles (list view) or one circle's detail picture. */
export type CultureWallView = { kind: 'circles' } | { kind: 'detail'; circle: CultureCircle };

export const CIRCLES_VIEW: CultureWallView = { kind: 'circles' };

/** SPEC §2: a click on a circle shows its picture; a click again (on the picture) returns. */
export function toggleCultureView(view: CultureWallView, circle: CultureCircle): CultureWallView {
  return view.kind === 'detail' ? CIRCLES_VIEW : { kind: 'detail', circle };
}
