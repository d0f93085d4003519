import type { ReactNode } from 'react';
import type { PageRoute } from '../lib/page-route.ts';
import { preloadable } from '../lib/preloadable.ts';

/**
 * Each page family's layout, a chunk of its own (`npm run size` counts it in the family's first
 * load): a phone page never loads antd and a desktop page never loads antd-mobile.
 */
export const layouts: Record<PageRoute['layout'], ReturnType<typeof preloadable<{ children: ReactNode }>>> = {
  desktop: preloadable(async () => (await import('./DesktopRoot.tsx')).DesktopRoot),
  h5: preloadable(async () => (await import('../shell/mobile/H5Layout.tsx')).H5Layout),
};
