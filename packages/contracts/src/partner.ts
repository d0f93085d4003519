import { z } from 'zod';
import { cancelBookingQuery, myBookingItem, myBookingsQuery } from './bookings.ts';
import { employee, employeesByEmailArrayRequest } from './people.ts';
import { room, roomSearchFilter } from './rooms.ts';
import { define } from './route-definition.ts';

/**
 * Partner-app mode: the portal's pages opened from the partner chat app (or inside its frame) call
 * these twins of the room calls with two headers taken from the page's query: `userId` (the
 * employee's mail name; their email is userId@<company mail domain>) and `token` (a JWT the partner
 * signed for that user). The server verifies the token; a refusal is code '302' like any call
 * without a session.
 */
export const PARTNER_USER_ID_HEADER = 'userid';
export const PARTNER_TOKEN_HEADER = 'token';

/** Who the partner token names, as the partner pages show them. */
export const partnerUserInfo = z.object({ email: z.string(), name: z.string() });
export type PartnerUserInfo = z.infer<typeof partnerUserInfo>;

/** Why a partner token was not accepted (code '302' except keysUnavailable). */
export const PARTNER_ERROR_KEYS = [
  'partner.off',
  'partner.tokenInvalid',
  'partner.tokenExpired',
  'partner.otherUser',
  'partner.unknownEmployee',
  'partner.keysUnavailable',
] as const;

/** The partner host's calls: the same input and answers as their portal twins. */
export const partnerRoutes = {
  partnerUserInfo: define({ method: 'GET', path: '/appia/getUserInfo', answer: partnerUserInfo }),
  partnerRoomList: define({
    method: 'POST',
    path: '/appia/meeting/room/list',
    body: roomSearchFilter,
    answer: z.array(room),
  }),
  partnerBookingMine: define({
    method: 'GET',
    path: '/appia/meeting/room/my/book/list',
    query: myBookingsQuery,
    answer: z.array(myBookingItem),
  }),
  partnerBookingCancel: define({
    method: 'GET',
    path: '/appia/meeting/room/cancel/my/book',
    query: cancelBookingQuery,
    answer: z.null(),
  }),
  partnerPeopleByEmails: define({
    method: 'POST',
    path: '/portalApi/appia/hrm/getEmployeesByEmailArray',
    body: employeesByEmailArrayRequest,
    answer: z.array(employee),
  }),
} as const;
