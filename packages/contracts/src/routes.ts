import { z } from 'zod';
import { apartmentRoutes } from './apartments.ts';
import { bookCornerRoutes } from './book-corner.ts';
import { calendarFeedRoutes } from './calendar-feed.ts';
import { commentRoutes } from './comments.ts';
import { feedbackRoutes } from './feedback.ts';
import { filesByOssKeysQuery, uploadedFile } from './files.ts';
import { galleryRoutes } from './gallery.ts';
import { goalsRoutes } from './goals.ts';
import { holidayRoutes } from './holidays.ts';
import { homeRoutes } from './home.ts';
import { honorRoutes } from './honor.ts';
import {
  cancelBookingQuery,
  createMeetingAnswer,
  createMeetingRequest,
  myBookingItem,
  myBookingsQuery,
  room,
  roomDayQuery,
  roomSearchFilter,
} from './meeting-room.ts';
import { meetingRoutes } from './meetings.ts';
import { moduleRightRoutes } from './module-rights.ts';
import { officesRoutes } from './offices.ts';
import { orgTreeRoutes } from './org-tree.ts';
import { partnerRoutes } from './partner.ts';
import {
  currentUser,
  employee,
  employeeSearchQuery,
  employeesByEmailArrayRequest,
  employeesByStrRequest,
  hrmEmployee,
  userCard,
} from './people.ts';
import { personalProjectRoutes } from './personal-projects.ts';
import { procurementRoutes } from './procurement.ts';
import { publicAssetRoutes } from './public-assets.ts';
import { reviewRoutes } from './reviews.ts';
import { rotationRoutes } from './rotation.ts';
import { define } from './route-definition.ts';
import { rulesRoutes } from './rules.ts';
import { shellRoutes } from './shell.ts';
import { softwareRoutes } from './software.ts';
import { staffInfoRoutes } from './staff-info.ts';
import { workflowRoutes } from './workflow.ts';

/** Every call the portal makes, including those this project adds. Feature groups are spread in. */
export const routes = {
  // Calls on the portal's own origin
  getUserCardInfo: define({ method: 'GET', path: '/new/api/oa/portal/getUserCardInfo', answer: userCard }),
  getEmployeesByEmailArray: define({
    method: 'POST',
    path: '/new/api/oa/portal/getEmployeesByEmailArray',
    body: employeesByEmailArrayRequest,
    answer: z.array(employee),
  }),
  getEmployeesByStr: define({
    method: 'POST',
    path: '/new/api/oa/portal/getEmployeesByStr',
    body: employeesByStrRequest,
    answer: z.array(employee),
  }),
  // Added: the signed-in user's profile (the current user) and the attendee picker's search.
  getCurrentUser: define({ method: 'GET', path: '/new/api/oa/portal/getCurrentUser', answer: currentUser }),
  searchEmployees: define({
    method: 'GET',
    path: '/new/api/oa/portal/searchEmployees',
    query: employeeSearchQuery,
    answer: z.array(employee),
  }),

  // Calls on the portal API host
  roomList: define({
    method: 'POST',
    path: '/meeting/room/list',
    body: roomSearchFilter,
    answer: z.array(room),
  }),
  // Added: the room a booking link names, as the room list shows it on that day.
  roomDay: define({
    method: 'GET',
    path: '/meeting/room/day',
    query: roomDayQuery,
    answer: room,
  }),
  myBookings: define({
    method: 'GET',
    path: '/meeting/room/my/book/list',
    query: myBookingsQuery,
    answer: z.array(myBookingItem),
  }),
  cancelMyBooking: define({
    method: 'GET',
    path: '/meeting/room/cancel/my/book',
    query: cancelBookingQuery,
    answer: z.null(),
  }),
  // Added: booking happens through creating a meeting.
  createMeeting: define({
    method: 'POST',
    path: '/meeting/create',
    body: createMeetingRequest,
    answer: createMeetingAnswer,
  }),
  hrmEmployeesByEmailArray: define({
    method: 'POST',
    path: '/hrm/getEmployeesByEmailArray',
    body: employeesByEmailArrayRequest,
    answer: z.array(hrmEmployee),
  }),
  ...meetingRoutes,
  ...calendarFeedRoutes,
  uploadFile: define({
    method: 'POST',
    path: '/portalApi/file/upload/multipartFile',
    multipart: true,
    answer: uploadedFile,
  }),
  filesByOssKeys: define({
    method: 'GET',
    path: '/file/getPortalFileByOssKeys',
    query: filesByOssKeysQuery,
    answer: z.array(uploadedFile),
  }),
  ...honorRoutes,
  ...commentRoutes,
  ...homeRoutes,
  ...procurementRoutes,
  ...rulesRoutes,
  ...shellRoutes,
  ...partnerRoutes,
  ...galleryRoutes,
  ...feedbackRoutes,
  ...bookCornerRoutes,
  ...officesRoutes,
  ...apartmentRoutes,
  ...rotationRoutes,
  ...reviewRoutes,
  ...workflowRoutes,
  ...personalProjectRoutes,
  ...publicAssetRoutes,
  ...moduleRightRoutes,
  ...goalsRoutes,
  ...orgTreeRoutes,
  ...staffInfoRoutes,
  ...holidayRoutes,
  ...softwareRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
export type RouteQuery<N extends RouteName> = SchemaInput<
  Routes[N] extends { query: infer Q } ? Q : undefined
>;
export type RouteBody<N extends RouteName> = SchemaInput<Routes[N] extends { body: infer B } ? B : undefined>;
export type RouteAnswer<N extends RouteName> = z.infer<Routes[N]['answer']>;

/** Page-level navigations (not background calls): no XHR marker, no envelope. */
export const navigations = {
  signOnPage: '/sso/login',
  /** Where an OpenID Connect provider sends the browser back after sign-on. */
  signOnCallback: '/sso/callback',
  logout: '/new/api/oa/logout',
  fileContent: '/file/content',
  /** Demo mode only: mints partner tokens for demo users and opens the partner pages in a frame. */
  partnerSimulator: '/partner/simulator',
} as const;
