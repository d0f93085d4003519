import { isErrorKey } from '@portal/contracts';
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import type { MessageParams } from './messages.ts';

/**
 * The one way a route reads its query, body or path parameters: the contract's zod schema parses
 * them, and a refusal is a 400 whose reason is the schema's own issue message when that is an
 * ErrorKey (sent as `error`, read as a sentence), else request.invalid naming the field. `messageParams` fills the message's placeholders.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  messageParams: MessageParams = {},
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue && isErrorKey(issue.message)) throw badRequest(issue.message, messageParams);
  throw badRequest('request.invalid', { field: issue?.path.join('.') || '-' });
}
