import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useCurrentUser } from '../api/current-user.ts';
import { Preloaded } from '../lib/Preloaded.tsx';
import type { PageRoute } from '../lib/page-route.ts';
import { layoutOf } from './first-view.ts';
import { layouts } from './layouts.ts';
import { PageMeta } from './PageMeta.tsx';
import { desktopPages, h5Pages } from './pages.ts';

/** The page area keeps its height while a chunk loads, so the footer does not jump. */
const PAGE_SPACE = <div style={{ minHeight: '100vh' }} />;

const pageRoute = ({ path, titleKey, page }: PageRoute) => (
  <Route key={path} path={path}>
    <PageMeta titleKey={titleKey} />
    <Preloaded component={page} props={{}} fallback={PAGE_SPACE} />
  </Route>
);

/** The portal's routes; anything else goes to /404. */
export function AppRoutes() {
  const [path] = useLocation();
  // The session check starts at once, beside the layout's chunk; the layout waits for its answer.
  useCurrentUser();
  if (layoutOf(path) === 'h5') {
    const children = <Switch>{h5Pages.map(pageRoute)}</Switch>;
    return <Preloaded component={layouts.h5} props={{ children }} fallback={null} />;
  }
  const children = (
    <Switch>
      {desktopPages.map(pageRoute)}
      <Route>
        <Redirect to="/404" replace />
      </Route>
    </Switch>
  );
  return <Preloaded component={layouts.desktop} props={{ children }} fallback={PAGE_SPACE} />;
}
