import { z } from 'zod';
import { define } from './route-definition.ts';

/** The customer-service chat address, signed by the server for the caller (one variant per partner). */
export const helpChatUrlAnswer = z.object({ url: z.string() });

/** Why the help chat was refused. */
export const HELP_CHAT_ERROR_KEYS = ['helpChat.off'] as const;

export const helpChatRoutes = {
  helpChatUrl: define({
    method: 'GET',
    path: '/new/api/oa/portal/helpChat/url',
    answer: helpChatUrlAnswer,
  }),
} as const;
