import { Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { HonorDetailPage } from '../features/honor/HonorDetailPage.tsx';
import { HonorPage } from '../features/honor/HonorPage.tsx';
import { CreateMeetingPage } from '../features/meetings/CreateMeetingPage.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { ProcurementPage } from '../features/procurement/ProcurementPage.tsx';
import { RoomsPage } from '../features/rooms/RoomsPage.tsx';
import { RuleDetailPage } from '../features/rules/RuleDetailPage.tsx';
import { RuleListPage } from '../features/rules/RuleListPage.tsx';
import { DesktopLayout } from '../shell/DesktopLayout.tsx';
import { type RouteHandle, RouteMeta } from './RouteMeta.tsx';

const meta = (titleKey: string): RouteHandle => ({ titleKey });

/** SPEC §2 routes, added as their pages get built; anything else goes to /404. */
export const appRoutes: RouteObject[] = [
  {
    element: <RouteMeta />,
    children: [
      {
        element: <DesktopLayout />,
        children: [
          { path: '/', element: <HomePage />, handle: meta('home.title') },
          { path: '/publicShow', element: <ProcurementPage />, handle: meta('home.publicShow.title') },
          {
            path: '/meeting/meetingOrder',
            element: <RoomsPage />,
            handle: meta('route.meetingOrder'),
          },
          {
            path: '/meeting/createMeeting',
            element: <CreateMeetingPage />,
            handle: meta('route.createMeeting'),
          },
          { path: '/honor', element: <HonorPage />, handle: meta('honor.title') },
          { path: '/honorDetail', element: <HonorDetailPage />, handle: meta('honor.detailTitle') },
          { path: '/ruleList', element: <RuleListPage />, handle: meta('rules.title') },
          { path: '/ruleDetail', element: <RuleDetailPage />, handle: meta('rules.detailTitle') },
          { path: '/404', element: <NotFoundPage />, handle: meta('route.notFound') },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
