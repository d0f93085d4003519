import { z } from 'zod';
import { bodyId } from './primitives.ts';
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

/** Why an in-app message call was refused. */
export const MESSAGES_ERROR_KEYS = ['messages.readFlag', 'messages.messageIds'] as const;

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
} as const;
