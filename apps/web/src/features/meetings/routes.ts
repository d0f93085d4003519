import { desktopPage, h5Page } from '../../lib/page-route.ts';

/** The meetings pages (paths are the product's: they never change). */
export const routes = [
  desktopPage(
    '/meeting/createMeeting',
    'route.createMeeting',
    () => import('./CreateMeetingPage.tsx'),
    (m) => m.CreateMeetingPage,
  ),
  desktopPage(
    '/meeting/meetingListAll',
    'route.meetingListAll',
    () => import('./MeetingListPage.tsx'),
    (m) => m.MeetingListAllPage,
  ),
  desktopPage(
    '/meeting/meetingListDeal',
    'route.meetingListDeal',
    () => import('./MeetingListPage.tsx'),
    (m) => m.MeetingListDealPage,
  ),
  desktopPage(
    '/meeting/meetingListCreate',
    'route.meetingListCreate',
    () => import('./MeetingListPage.tsx'),
    (m) => m.MeetingListCreatePage,
  ),
  desktopPage(
    '/meeting/meetingDetail',
    'route.meetingDetail',
    () => import('./MeetingDetailPage.tsx'),
    (m) => m.MeetingDetailPage,
  ),
  desktopPage(
    '/meeting/meetingUpdate/:id/:editMission',
    'route.meetingUpdate',
    () => import('./MeetingUpdatePage.tsx'),
    (m) => m.MeetingUpdatePage,
  ),
  desktopPage(
    '/meeting/meetingCreate',
    'route.meetingCreate',
    () => import('./MeetingCreatePage.tsx'),
    (m) => m.MeetingCreatePage,
  ),
  desktopPage(
    '/meeting/meetingActions',
    'route.meetingActions',
    () => import('./MeetingActionsPage.tsx'),
    (m) => m.MeetingActionsPage,
  ),
  h5Page(
    '/meetingOrderH5/createMeeting',
    'route.createMeetingH5',
    () => import('./h5/CreateMeetingH5Page.tsx'),
    (m) => m.CreateMeetingH5Page,
  ),
  h5Page(
    '/orderH5/createMeeting',
    'route.createMeetingH5',
    () => import('./h5/CreateMeetingH5Page.tsx'),
    (m) => m.CreateMeetingH5Page,
  ),
  h5Page(
    '/meetingH5/meetingListAllH5',
    'route.meetingListAllH5',
    () => import('./h5/MeetingListH5Page.tsx'),
    (m) => m.MeetingListH5Page,
  ),
  h5Page(
    '/meetingH5/meetingActionsH5',
    'route.meetingActionsH5',
    () => import('./h5/MeetingActionsH5Page.tsx'),
    (m) => m.MeetingActionsH5Page,
  ),
  h5Page(
    '/meetingH5/meetingDetailH5',
    'route.meetingDetailH5',
    () => import('./h5/MeetingDetailH5Page.tsx'),
    (m) => m.MeetingDetailH5Page,
  ),
  h5Page(
    '/orderH5/meetingDetail',
    'route.meetingDetailH5',
    () => import('./h5/MeetingDetailH5Page.tsx'),
    (m) => m.MeetingDetailH5Page,
  ),
  h5Page(
    '/todoActionsH5',
    'route.todoActionsH5',
    () => import('./h5/TodoActionsH5Page.tsx'),
    (m) => m.TodoActionsH5Page,
  ),
  h5Page(
    '/orderH5/selectPerson',
    'route.selectPersonH5',
    () => import('./h5/SelectPersonH5Page.tsx'),
    (m) => m.SelectPersonH5Page,
  ),
];
