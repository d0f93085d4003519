import type { Envelope, ErrorKey, RouteAnswer, RouteBody, RouteName, RouteQuery } from '@portal/contracts';
import { currentLanguage } from '../i18n/i18n.ts';
import {
  GET_WRITES,
  IDEMPOTENCY_HEADER,
  IMPORT_FILE_FIELD,
  IMPORT_NAME_FIELD,
  NOT_SIGNED_IN_CODE,
  navigations,
  routes,
  SUCCESS_CODE,
  UPLOAD_FIELD,
  XHR_HEADER_VALUE,
} from './contract-values.ts';
import { showApiError } from './feedback.ts';
import { onceInFlight } from './once-in-flight.ts';
import { partnerHeaders, partnerMode } from './partner-mode.ts';
import { goToSignOn } from './sign-on.ts';

/**
 * A call that the server answered with a code other than 1; its message has already been shown.
 * `error` is the reason's key: code branches on it, never on the (translated) message.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | number,
    readonly status: number,
    readonly error?: ErrorKey,
  ) {
    super(message);
  }
}

type Input<N extends RouteName> = {
  query?: RouteQuery<N>;
  body?: RouteBody<N>;
  /** Refusals the page explains itself (a notice in place): their message is not shown a second time. */
  quiet?: readonly ErrorKey[];
};

const toSearch = (query: object | undefined) => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

async function send<T>(url: string, init: RequestInit, quiet: readonly ErrorKey[] = []): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: {
        'X-Requested-With': XHR_HEADER_VALUE,
        'Accept-Language': currentLanguage(),
        ...partnerHeaders(),
        ...init.headers,
      },
    });
  } catch (error) {
    // A network failure is logged; the caller's loading state ends with the rejection.
    console.error(error);
    throw error;
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new ApiError(response.statusText, response.status, response.status);
  if (String(body.code) === NOT_SIGNED_IN_CODE) {
    goToSignOn();
    throw new ApiError(body.message, body.code, response.status, body.error);
  }
  if (body.code !== SUCCESS_CODE) {
    if (body.message && !(body.error && quiet.includes(body.error))) showApiError(body.message);
    throw new ApiError(body.message, body.code, response.status, body.error);
  }
  return body.data;
}

/**
 * In partner mode these calls go to their partner twins: the same input and answer, but the
 * partner's token is accepted there. Every other call keeps its path and still carries the headers.
 */
const PARTNER_TWINS: Partial<Record<RouteName, RouteName>> = {
  roomList: 'partnerRoomList',
  bookingMine: 'partnerBookingMine',
  bookingCancel: 'partnerBookingCancel',
  peopleByEmails: 'partnerPeopleByEmails',
};

/**
 * Calls one contract route; the answer is typed by the contract; a refusal's message is shown. A
 * POST, or a GET that writes, carries an Idempotency-Key (docs/security.md; the server ignores it on
 * a read): the same call already in flight shares its request, and a retry after a lost answer
 * sends the same key, so the server replays instead of writing twice.
 */
export function callApi<N extends RouteName>(name: N, input: Input<N> = {}): Promise<RouteAnswer<N>> {
  const routeName = (partnerMode && PARTNER_TWINS[name]) || name;
  const route = routes[routeName];
  const url = `${route.path}${toSearch(input.query as object | undefined)}`;
  const body = route.method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined;
  const init: RequestInit = body
    ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }
    : { method: 'GET' };
  if (!body && !GET_WRITES.includes(routeName)) return send(url, init, input.quiet);
  return onceInFlight(
    `${route.method} ${url} ${body ?? ''}`,
    (key) => send(url, { ...init, headers: { ...init.headers, [IDEMPOTENCY_HEADER]: key } }, input.quiet),
    // A refusal the server made (4xx) would be made again; a failure or no answer may be retried.
    (error) => error instanceof ApiError && error.status < 500,
  );
}

/** The calls that take one file: an attachment, a software package, a picture placed in a notice. */
type UploadRoute = 'fileUpload' | 'softwareUpload' | 'newsImageUpload';

/** Upload row: multipart with the file and its name; the answer is the route's. */
export function uploadFile<N extends UploadRoute = 'fileUpload'>(
  file: File,
  route: N = 'fileUpload' as N,
): Promise<RouteAnswer<N>> {
  const form = new FormData();
  form.append('name', file.name);
  form.append(UPLOAD_FIELD, file, file.name);
  return send(routes[route].path, { method: 'POST', body: form });
}

/**
 * A spreadsheet import call (multipart: the file, its name and any other fields, such as a preview's
 * confirmation); the answer is the route's. `quiet` as for callApi: refusals the page explains itself.
 */
export function importSpreadsheet<N extends RouteName>(
  name: N,
  file: File,
  quiet: readonly ErrorKey[] = [],
  fields: Record<string, string> = {},
): Promise<RouteAnswer<N>> {
  const form = new FormData();
  form.append(IMPORT_NAME_FIELD, file.name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return send(routes[name].path, { method: 'POST', body: form }, quiet);
}

export const logoutUrl = navigations.logout;
