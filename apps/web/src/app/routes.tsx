import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { DesktopLayout } from '../shell/DesktopLayout.tsx';
import { type RouteHandle, RouteMeta } from './RouteMeta.tsx';

/**
 * One lazy route per page: each page family is its own chunk, loaded when its path is first
 * opened, so the home's first load carries only the shell and the home. `npm run size` reads the
 * `page(…)` calls below to measure each route, so keep them in this form.
 */
const page = <M,>(
  path: string,
  titleKey: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject => ({
  path,
  handle: { titleKey } satisfies RouteHandle,
  lazy: async () => ({ Component: pick(await load()) }),
});

/** The portal's routes; anything else goes to /404. */
export const appRoutes: RouteObject[] = [
  {
    element: <RouteMeta />,
    // Nothing to show until the first page's chunk is in; the shell and page then appear together.
    hydrateFallbackElement: null,
    children: [
      {
        element: <DesktopLayout />,
        children: [
          page(
            '/',
            'home.title',
            () => import('../features/home/HomePage.tsx'),
            (m) => m.HomePage,
          ),
          page(
            '/publicShow',
            'home.publicShow.title',
            () => import('../features/procurement/ProcurementPage.tsx'),
            (m) => m.ProcurementPage,
          ),
          page(
            '/meeting/meetingOrder',
            'route.meetingOrder',
            () => import('../features/rooms/RoomsPage.tsx'),
            (m) => m.RoomsPage,
          ),
          page(
            '/meeting/createMeeting',
            'route.createMeeting',
            () => import('../features/meetings/CreateMeetingPage.tsx'),
            (m) => m.CreateMeetingPage,
          ),
          page(
            '/honor',
            'honor.title',
            () => import('../features/honor/HonorPage.tsx'),
            (m) => m.HonorPage,
          ),
          page(
            '/honorDetail',
            'honor.detailTitle',
            () => import('../features/honor/HonorDetailPage.tsx'),
            (m) => m.HonorDetailPage,
          ),
          page(
            '/ruleList',
            'rules.title',
            () => import('../features/rules/RuleListPage.tsx'),
            (m) => m.RuleListPage,
          ),
          page(
            '/ruleDetail',
            'rules.detailTitle',
            () => import('../features/rules/RuleDetailPage.tsx'),
            (m) => m.RuleDetailPage,
          ),
          page(
            '/404',
            'route.notFound',
            () => import('../features/not-found/NotFoundPage.tsx'),
            (m) => m.NotFoundPage,
          ),
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
