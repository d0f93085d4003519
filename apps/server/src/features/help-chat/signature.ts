import { createHmac } from 'node:crypto';

/**
 * The canonical text a chat signature covers: every parameter but the signature, keys sorted,
 * values URL-encoded (so a department holding "&" or "=" cannot shift a boundary), joined by "&".
 */
export function canonicalChatParams(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key] ?? '')}`)
    .join('&');
}

/** A SHA-256 signature, keyed with the chat secret (HMAC-SHA256), hex. */
export const chatSignature = (params: Record<string, string>, secret: string) =>
  createHmac('sha256', secret).update(canonicalChatParams(params)).digest('hex');
