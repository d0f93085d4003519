import { z } from 'zod';
import { bodyId, maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';

/** The header asks for unread messages with page size 5, every 60 s. */
export const UNREAD_MESSAGE_PAGE_SIZE = 5;
export const NOTICE_POLL_MS = 60_000;

const readFlag = z.union([z.literal(0), z.literal(1)], { message: 'messages.readFlag' });

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** station/msg/list: readFlag 0 = unread, 1 = read, absent = all. */
export const messageListQuery = z.object({
  pageNo: positiveInt(100_000).default(1),
  pageSize: positiveInt(100).default(10),
  // An empty `readFlag=` means "all", like leaving it out.
  readFlag: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ message: 'messages.readFlag' }).pipe(readFlag).optional(),
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
  ids: z
    .array(bodyId())
    .min(1, { message: 'messages.messageIds' })
    .max(100, { message: 'messages.messageIds' }),
});

/** A bell message sent from the console: its title, text and the portal page it links to. */
export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_CONTENT_MAX = 2000;
export const BROADCAST_PEOPLE_MAX = 500;

/**
 * Who gets it: every employee, the employees of a department and the departments under it
 * (`研发中心/平台部` includes `研发中心/平台部/前端组`), or listed people by email.
 */
export const broadcastAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('everyone') }),
    z.object({
      kind: z.literal('department'),
      department: text()
        .trim()
        .min(1, { message: 'messages.departmentRequired' })
        .check(maxChars(200, { message: 'messages.departmentRequired' })),
    }),
    z.object({
      kind: z.literal('people'),
      emails: z
        .array(text().trim().toLowerCase().min(1).max(200))
        .min(1, { message: 'messages.peopleRequired' })
        .max(BROADCAST_PEOPLE_MAX, { message: 'messages.tooManyPeople' }),
    }),
  ],
  { message: 'messages.audienceRequired' },
);
export type BroadcastAudience = z.infer<typeof broadcastAudience>;

/** A page of this portal (`/#/…`): a message never links elsewhere, so it cannot send anyone off-site. */
const portalLink = text()
  .trim()
  .max(500, { message: 'messages.linkOutsidePortal' })
  .refine((link) => link === '' || /^\/#\/\S*$/.test(link), { message: 'messages.linkOutsidePortal' });

export const broadcastRequest = z.object({
  title: text()
    .trim()
    .min(1, { message: 'messages.titleRequired' })
    .check(maxChars(BROADCAST_TITLE_MAX, { message: 'messages.titleTooLong' })),
  content: text()
    .trim()
    .check(maxChars(BROADCAST_CONTENT_MAX, { message: 'messages.contentTooLong' }))
    .default(''),
  linkUrl: portalLink.default(''),
  audience: broadcastAudience,
});
export type BroadcastRequest = z.input<typeof broadcastRequest>;

/** Why an in-app message call was refused. */
export const MESSAGES_ERROR_KEYS = [
  'messages.readFlag',
  'messages.messageIds',
  'messages.titleRequired',
  'messages.titleTooLong',
  'messages.contentTooLong',
  'messages.linkOutsidePortal',
  'messages.audienceRequired',
  'messages.departmentRequired',
  'messages.peopleRequired',
  'messages.tooManyPeople',
  'messages.unknownPeople',
  'messages.nobodyThere',
] as const;

/** In-app messages of one employee: the header's bell lists them and marks them read. */
export const messagesRoutes = {
  messageList: define({
    method: 'GET',
    path: '/new/api/sso/station/msg/list',
    query: messageListQuery,
    answer: messageListAnswer,
  }),
  // Added: the header marks the messages it listed as read. Only the caller's own rows change.
  messageRead: define({
    method: 'POST',
    path: '/new/api/sso/station/msg/read',
    body: markMessagesReadRequest,
    answer: z.object({ updated: z.number() }),
  }),
  // Added: the console sends a bell message to many people (messages:send); answers how many got it.
  messageBroadcast: define({
    method: 'POST',
    path: '/admin/messages/send',
    body: broadcastRequest,
    answer: z.object({ recipients: z.number() }),
  }),
} as const;
