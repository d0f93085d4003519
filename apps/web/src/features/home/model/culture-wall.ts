import type { CultureCircle } from '@portal/contracts';

/** Culture wall: the circles (list view) or one circle's detail picture. */
export type CultureWallView = { kind: 'circles' } | { kind: 'detail'; circle: CultureCircle };

export const CIRCLES_VIEW: CultureWallView = { kind: 'circles' };

/** A click on a circle shows its picture; a click again (on the picture) returns. */
export function toggleCultureView(view: CultureWallView, circle: CultureCircle): CultureWallView {
  return view.kind === 'detail' ? CIRCLES_VIEW : { kind: 'detail', circle };
}
