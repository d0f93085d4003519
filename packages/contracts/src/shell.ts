import { z } from 'zod';
import { bodyId } from './primitives.ts';
import { define } from './route-definition.ts';

/** The header's four top menus and the home page's quick links, one `nav_links.menu` each. */
export const NAV_MENUS = ['publicNotice', 'myWork', 'businessTools', 'serviceTools', 'quickLinks'] as const;
export const navMenu = z.enum(NAV_MENUS);
export type NavMenu = z.infer<typeof navMenu>;

/** The header asks for unread messages with page size 5, every 60 s. */
export const UNREAD_MESSAGE_PAGE_SIZE = 5;
export const NOTICE_POLL_MS = 60_000;

/** One link of a menu, titled in the caller's language. */
export const navLink = z.object({ id: z.number(), title: z.string(), url: z.string() });
export type NavLink = z.infer<typeof navLink>;

/** Every menu at once, each in its display order (an empty menu is an empty list). */
export const navLinksAnswer = z.record(navMenu, z.array(navLink));
export type NavLinks = z.infer<typeof navLinksAnswer>;

/** What the shell needs from the server's configuration; never a secret. */
export const portalConfig = z.object({
  /** User menu: the items that live on other hosts. */
  links: z.object({ myGoals: z.string(), resetPassword: z.string(), myAssets: z.string() }),
  /** Help widget: phone {phone}, feedback mailbox hint, and whether the chat is set up. */
  help: z.object({ phone: z.string(), mailbox: z.string(), chatAvailable: z.boolean() }),
  /** Book corner: where its banner leads (an http(s) page on another host). */
  bookCornerUrl: z.string(),
  /** Job rotation: the workflow form the apply button opens (an http(s) page on another host). */
  rotationApplyUrl: z.string(),
  /** Process center: the workflow system's new-request page 发起流程 opens (an http(s) page on another host). */
  workflowNewRequestUrl: z.string(),
});
export type PortalConfig = z.infer<typeof portalConfig>;

/** The customer-service chat address, signed by the server for the caller (one variant per partner). */
export const helpChatUrlAnswer = z.object({ url: z.string() });

const readFlag = z.union([z.literal(0), z.literal(1)], { message: 'shell.readFlag' });

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** station/msg/list: readFlag 0 = unread, 1 = read, absent = all. */
export const messageListQuery = z.object({
  pageNo: positiveInt(100_000).default(1),
  pageSize: positiveInt(100).default(10),
  // An empty `readFlag=` means "all", like leaving it out.
  readFlag: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ message: 'shell.readFlag' }).pipe(readFlag).optional(),
  ),
});

/** An in-app message to one employee. */
export const stationMessage = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  linkUrl: z.string(),
  readFlag,
  createTime: z.string(),
});
export type StationMessage = z.infer<typeof stationMessage>;

export const messageListAnswer = z.object({ totalCount: z.number(), items: z.array(stationMessage) });

export const markMessagesReadRequest = z.object({
  ids: z.array(bodyId()).min(1, { message: 'shell.messageIds' }).max(100, { message: 'shell.messageIds' }),
});

/** Why an in-app message call or the help chat was refused. */
export const SHELL_ERROR_KEYS = ['shell.readFlag', 'shell.messageIds', 'shell.helpChatOff'] as const;

export const shellRoutes = {
  shellNavLinks: define({
    method: 'GET',
    path: '/new/api/sso/portal/getNavLinks',
    answer: navLinksAnswer,
  }),
  shellPortalConfig: define({
    method: 'GET',
    path: '/new/api/sso/portal/getPortalConfig',
    answer: portalConfig,
  }),
  shellHelpChatUrl: define({
    method: 'GET',
    path: '/new/api/oa/portal/helpChat/url',
    answer: helpChatUrlAnswer,
  }),
  // Calls on the portal's own origin.
  shellMessageList: define({
    method: 'GET',
    path: '/new/api/sso/station/msg/list',
    query: messageListQuery,
    answer: messageListAnswer,
  }),
  // Added: the header marks the messages it listed as read. Only the caller's own rows change.
  shellMessageRead: define({
    method: 'POST',
    path: '/new/api/sso/station/msg/read',
    body: markMessagesReadRequest,
    answer: z.object({ updated: z.number() }),
  }),
} as const;
