import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useCurrentUser } from '../api/current-user.ts';
import { PageMeta } from './PageMeta.tsx';

interface Page {
  path: string;
  /** i18n key of the page title. */
  titleKey: string;
  Component: LazyExoticComponent<ComponentType>;
}

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
): Page => ({
  path,
  titleKey,
  Component: lazy(async () => ({ default: pick(await load()) })),
});

/** The desktop pages, inside the shared header and footer. */
const desktopPages: Page[] = [
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
    '/meeting/meetingListAll',
    'route.meetingListAll',
    () => import('../features/meetings/MeetingListPage.tsx'),
    (m) => m.MeetingListAllPage,
  ),
  page(
    '/meeting/meetingListDeal',
    'route.meetingListDeal',
    () => import('../features/meetings/MeetingListPage.tsx'),
    (m) => m.MeetingListDealPage,
  ),
  page(
    '/meeting/meetingListCreate',
    'route.meetingListCreate',
    () => import('../features/meetings/MeetingListPage.tsx'),
    (m) => m.MeetingListCreatePage,
  ),
  page(
    '/meeting/meetingDetail',
    'route.meetingDetail',
    () => import('../features/meetings/MeetingDetailPage.tsx'),
    (m) => m.MeetingDetailPage,
  ),
  page(
    '/meeting/meetingUpdate/:id/:editMission',
    'route.meetingUpdate',
    () => import('../features/meetings/MeetingUpdatePage.tsx'),
    (m) => m.MeetingUpdatePage,
  ),
  page(
    '/meeting/meetingCreate',
    'route.meetingCreate',
    () => import('../features/meetings/MeetingCreatePage.tsx'),
    (m) => m.MeetingCreatePage,
  ),
  page(
    '/meeting/meetingActions',
    'route.meetingActions',
    () => import('../features/meetings/MeetingActionsPage.tsx'),
    (m) => m.MeetingActionsPage,
  ),
  page(
    '/meeting/myOrders',
    'route.myOrders',
    () => import('../features/bookings/MyBookingsPage.tsx'),
    (m) => m.MyBookingsPage,
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
    '/admin/rights',
    'route.moduleRights',
    () => import('../features/rights/RightsPage.tsx'),
    (m) => m.RightsPage,
  ),
  page(
    '/bookCorner',
    'route.bookCorner',
    () => import('../features/book-corner/BookCornerPage.tsx'),
    (m) => m.BookCornerPage,
  ),
  page(
    '/workAddress',
    'route.workAddress',
    () => import('../features/offices/OfficesPage.tsx'),
    (m) => m.OfficesPage,
  ),
  page(
    '/apartmentListings',
    'route.apartmentListings',
    () => import('../features/apartments/ApartmentListingsPage.tsx'),
    (m) => m.ApartmentListingsPage,
  ),
  page(
    '/jobListings',
    'route.jobListings',
    () => import('../features/rotation/JobListPage.tsx'),
    (m) => m.JobListPage,
  ),
  page(
    '/jobListings/jobListingInfo',
    'route.jobListingInfo',
    () => import('../features/rotation/JobDetailPage.tsx'),
    (m) => m.JobDetailPage,
  ),
  page(
    '/portal/otkr',
    'route.otkr',
    () => import('../features/goals/MyGoalsPage.tsx'),
    (m) => m.MyGoalsPage,
  ),
  page(
    '/otkrApprove',
    'route.otkrApprove',
    () => import('../features/goals/ApproveGoalsPage.tsx'),
    (m) => m.ApproveGoalsPage,
  ),
  page(
    '/downloadOtkr',
    'route.downloadOtkr',
    () => import('../features/goals/DownloadGoalsPage.tsx'),
    (m) => m.DownloadGoalsPage,
  ),
  page(
    '/review/myReview',
    'route.myReview',
    () => import('../features/reviews/ReviewListPage.tsx'),
    (m) => m.MyReviewPage,
  ),
  page(
    '/review/allReview',
    'route.allReview',
    () => import('../features/reviews/ReviewListPage.tsx'),
    (m) => m.AllReviewPage,
  ),
  page(
    '/review/createReview',
    'route.createReview',
    () => import('../features/reviews/CreateReviewPage.tsx'),
    (m) => m.CreateReviewPage,
  ),
  page(
    '/review/reviewUpdate/:id',
    'route.reviewUpdate',
    () => import('../features/reviews/ReviewUpdatePage.tsx'),
    (m) => m.ReviewUpdatePage,
  ),
  page(
    '/review/reviewDetail',
    'route.reviewDetail',
    () => import('../features/reviews/ReviewDetailPage.tsx'),
    (m) => m.ReviewDetailPage,
  ),
  page(
    '/orgTree',
    'route.orgTree',
    () => import('../features/org-tree/OrgTreePage.tsx'),
    (m) => m.OrgTreePage,
  ),
  page(
    '/staffInfo',
    'route.staffInfo',
    () => import('../features/people/StaffInfoPage.tsx'),
    (m) => m.StaffInfoPage,
  ),
  page(
    '/holidayCalendar',
    'route.holidayCalendar',
    () => import('../features/holidays/HolidayCalendarPage.tsx'),
    (m) => m.HolidayCalendarPage,
  ),
  page(
    '/downloadSoftware',
    'route.downloadSoftware',
    () => import('../features/software/SoftwarePage.tsx'),
    (m) => m.SoftwarePage,
  ),
  page(
    '/bm',
    'route.processCenter',
    () => import('../features/workflow/ProcessCenterPage.tsx'),
    (m) => m.ProcessCenterPage,
  ),
  page(
    '/personalProject/personalProject',
    'route.personalProject',
    () => import('../features/personal-projects/PersonalProjectsPage.tsx'),
    (m) => m.PersonalProjectsPage,
  ),
  page(
    '/assets/index',
    'route.publicAssets',
    () => import('../features/public-assets/PublicAssetsPage.tsx'),
    (m) => m.PublicAssetsPage,
  ),
  page(
    '/activity',
    'route.activity',
    () => import('../features/gallery/ActivityPage.tsx'),
    (m) => m.ActivityPage,
  ),
  page(
    '/childrenDay',
    'route.childrenDay',
    () => import('../features/gallery/ChildrenDayPage.tsx'),
    (m) => m.ChildrenDayPage,
  ),
  page(
    '/leRun',
    'route.leRun',
    () => import('../features/gallery/LeRunPage.tsx'),
    (m) => m.LeRunPage,
  ),
  page(
    '/listenQuestionnaire',
    'route.listenQuestionnaire',
    () => import('../features/feedback/ListenQuestionnairePage.tsx'),
    (m) => m.ListenQuestionnairePage,
  ),
  page(
    '/listenQuestionnaire/answers',
    'route.feedbackAnswers',
    () => import('../features/feedback/FeedbackAnswersPage.tsx'),
    (m) => m.FeedbackAnswersPage,
  ),
  page(
    '/redirect/*?',
    'route.redirect',
    () => import('../features/redirect/RedirectPage.tsx'),
    (m) => m.RedirectPage,
  ),
  page(
    '/404',
    'route.notFound',
    () => import('../features/not-found/NotFoundPage.tsx'),
    (m) => m.NotFoundPage,
  ),
];

/** The phone pages (partner mode's pages among them), in the H5 layout: antd-mobile, no antd. */
const h5Pages: Page[] = [
  page(
    '/meetingOrderH5',
    'route.meetingOrderH5',
    () => import('../features/rooms/h5/RoomsH5Page.tsx'),
    (m) => m.RoomsH5Page,
  ),
  page(
    '/meetingOrderH5/createMeeting',
    'route.createMeetingH5',
    () => import('../features/meetings/h5/CreateMeetingH5Page.tsx'),
    (m) => m.CreateMeetingH5Page,
  ),
  page(
    '/orderH5/createMeeting',
    'route.createMeetingH5',
    () => import('../features/meetings/h5/CreateMeetingH5Page.tsx'),
    (m) => m.CreateMeetingH5Page,
  ),
  page(
    '/orderHistoryH5',
    'route.orderHistoryH5',
    () => import('../features/bookings/h5/MyBookingsH5Page.tsx'),
    (m) => m.MyBookingsH5Page,
  ),
  page(
    '/orderH5/myOrders',
    'route.orderHistoryH5',
    () => import('../features/bookings/h5/MyBookingsH5Page.tsx'),
    (m) => m.MyBookingsH5Page,
  ),
  page(
    '/meetingH5/meetingListAllH5',
    'route.meetingListAllH5',
    () => import('../features/meetings/h5/MeetingListH5Page.tsx'),
    (m) => m.MeetingListH5Page,
  ),
  page(
    '/meetingH5/meetingActionsH5',
    'route.meetingActionsH5',
    () => import('../features/meetings/h5/MeetingActionsH5Page.tsx'),
    (m) => m.MeetingActionsH5Page,
  ),
  page(
    '/meetingH5/meetingDetailH5',
    'route.meetingDetailH5',
    () => import('../features/meetings/h5/MeetingDetailH5Page.tsx'),
    (m) => m.MeetingDetailH5Page,
  ),
  page(
    '/orderH5/meetingDetail',
    'route.meetingDetailH5',
    () => import('../features/meetings/h5/MeetingDetailH5Page.tsx'),
    (m) => m.MeetingDetailH5Page,
  ),
  page(
    '/todoActionsH5',
    'route.todoActionsH5',
    () => import('../features/meetings/h5/TodoActionsH5Page.tsx'),
    (m) => m.TodoActionsH5Page,
  ),
  page(
    '/orderH5/selectPerson',
    'route.selectPersonH5',
    () => import('../features/meetings/h5/SelectPersonH5Page.tsx'),
    (m) => m.SelectPersonH5Page,
  ),
];

// Each family's layout is a chunk of its own (`npm run size` counts it in the family's first load).
const DesktopRoot = lazy(async () => ({ default: (await import('./DesktopRoot.tsx')).DesktopRoot }));
const H5Layout = lazy(async () => ({ default: (await import('../shell/mobile/H5Layout.tsx')).H5Layout }));

const pageRoute = ({ path, titleKey, Component }: Page) => (
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
