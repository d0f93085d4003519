import { Navigate, type RouteObject } from 'react-router';
import { CreateMeetingPage } from '../features/create-meeting/CreateMeetingPage.tsx';
import { MeetingOrderPage } from '../features/meeting-order/MeetingOrderPage.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
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
          // The home page is a later issue; until then the portal opens on room booking.
          { path: '/', element: <Navigate to="/meeting/meetingOrder" replace /> },
          {
            path: '/meeting/meetingOrder',
            element: <MeetingOrderPage />,
            handle: meta('route.meetingOrder'),
          },
          {
            path: '/meeting/createMeeting',
            element: <CreateMeetingPage />,
            handle: meta('route.createMeeting'),
          },
          { path: '/404', element: <NotFoundPage />, handle: meta('route.notFound') },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
