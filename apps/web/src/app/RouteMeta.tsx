import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';

export interface RouteHandle {
  /** i18n key of the page title. */
  titleKey: string;
}

/** After each navigation: the title from the route's meta, and scroll back to the top. */
export function RouteMeta() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;

  useEffect(() => {
    document.title = handle ? `${t(handle.titleKey)} - ${t('app.name')}` : t('app.name');
  }, [handle, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}
