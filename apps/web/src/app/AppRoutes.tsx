import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useCurrentUser } from '../api/current-user.ts';
import type { PageRoute } from '../lib/page-route.ts';
import * as featureRoutes from './feature-routes.ts';
import { PageMeta } from './PageMeta.tsx';

/** Every feature's pages, split by layout: a path is either a desktop page or a phone page. */
const pages = Object.values(featureRoutes).flat();
const desktopPages = pages.filter((page) => page.layout === 'desktop');
const h5Pages = pages.filter((page) => page.layout === 'h5');

// Each family's layout is a chunk of its own (`npm run size` counts it in the family's first load).
const DesktopRoot = lazy(async () => ({ default: (await import('./DesktopRoot.tsx')).DesktopRoot }));
const H5Layout = lazy(async () => ({ default: (await import('../shell/mobile/H5Layout.tsx')).H5Layout }));

const pageRoute = ({ path, titleKey, Component }: PageRoute) => (
  <Route key={path} path={path}>
    <PageMeta titleKey={titleKey} />
    {/* The page area keeps its height while the chunk loads, so the footer does not jump. */}
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <Component />
    </Suspense>
  </Route>
);

/** The portal's routes; anything else goes to /404. */
export function AppRoutes() {
  const [path] = useLocation();
  // The session check starts at once, beside the layout's chunk; the layout waits for its answer.
  useCurrentUser();
  if (h5Pages.some((h5) => h5.path === path)) {
    return (
      <Suspense fallback={null}>
        <H5Layout>
          <Switch>{h5Pages.map(pageRoute)}</Switch>
        </H5Layout>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <DesktopRoot>
        <Switch>
          {desktopPages.map(pageRoute)}
          <Route>
            <Redirect to="/404" replace />
          </Route>
        </Switch>
      </DesktopRoot>
    </Suspense>
  );
}
