import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { chatSignature } from './signature.ts';

/**
 * The customer-service chat address for one employee: nonce, timestamp and token plus
 * the employee's info, signed here so the secret never reaches the browser. A fresh nonce and
 * timestamp per call let the chat refuse a replayed address.
 */
function signedChatUrl(helpDesk: Config['helpDesk'], user: SessionUser, now: Date): string {
  if (!helpDesk.chatSecret) throw notFound('helpChat.off');
  const params: Record<string, string> = {
    nonce: randomBytes(16).toString('hex'),
    timestamp: String(now.getTime()),
    token: helpDesk.chatToken,
    userId: user.userId,
    email: user.email,
    name: user.name,
    department: user.department,
  };
  const url = new URL(helpDesk.chatUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('signature', chatSignature(params, helpDesk.chatSecret));
  return url.toString();
}

export function createHelpChatService({ config, clock }: AppContext) {
  return {
    chatUrl: (user: SessionUser) => ({ url: signedChatUrl(config.helpDesk, user, clock.now()) }),
  };
}
