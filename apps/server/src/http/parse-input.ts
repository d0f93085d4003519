import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { isMessageKey, type MessageParams } from './messages.ts';

/**
 * The one way a route reads its query, body or path parameters: the contract's zod schema parses
 * them, and a refusal is a 400 whose message is the schema's own message key (a sentence people can
 * read) or, failing that, names the field. `messageParams` fills the message's placeholders.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  messageParams: MessageParams = {},
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue && isMessageKey(issue.message)) throw badRequest(issue.message, messageParams);
  throw badRequest('request.invalid', { field: issue?.path.join('.') || '-' });
}
