import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { loadConfig } from '../../config.ts';

const TEST_SECRET = 'test-chat-secret';
const helpDesk = {
  phone: '010-1234',
  mailbox: 'help@test.local',
  chatUrl: 'https://chat.test.local/open?channel=portal',
  chatToken: 'portal-token',
  chatSecret: TEST_SECRET,
};
const server = useTestServer({ helpDesk });
const unconfigured = useTestServer({ helpDesk: { ...helpDesk, chatSecret: '' } });
const URL_PATH = '/new/api/oa/portal/helpChat/url';

/** What the chat service does on its side: rebuild the canonical text and recompute the HMAC. */
function recomputeSignature(url: URL, secret: string) {
  const signed = ['department', 'email', 'name', 'nonce', 'timestamp', 'token', 'userId'];
  const canonical = signed
    .map((key) => `${key}=${encodeURIComponent(url.searchParams.get(key) ?? '')}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

describe('help chat address (GET /new/api/oa/portal/helpChat/url)', () => {
  it('carries nonce, timestamp, token and the employee, signed with the secret it never shows', async () => {
    const caller = await signIn(server);
    const before = Date.now();
    const response = await caller.get(URL_PATH);
    const url = new URL(envelope<{ url: string }>(response).data.url);

    expect(`${url.origin}${url.pathname}`).toBe('https://chat.test.local/open');
    expect(url.searchParams.get('channel')).toBe('portal');
    expect(url.searchParams.get('token')).toBe('portal-token');
    expect(url.searchParams.get('userId')).toBe(caller.user.userId);
    expect(url.searchParams.get('email')).toBe(caller.user.email);
    expect(url.searchParams.get('name')).toBe(caller.user.name);
    expect(url.searchParams.get('department')).toBe(caller.user.department);
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    const timestamp = Number(url.searchParams.get('timestamp'));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    expect(url.searchParams.get('signature')).toBe(recomputeSignature(url, TEST_SECRET));
    expect(response.body).not.toContain(TEST_SECRET);
  });

  it('uses a new nonce on every call, so an address cannot be replayed as new', async () => {
    const caller = await signIn(server);
    const nonces = new Set<string | null>();
    for (let index = 0; index < 5; index++) {
      const url = new URL(envelope<{ url: string }>(await caller.get(URL_PATH)).data.url);
      nonces.add(url.searchParams.get('nonce'));
    }
    expect(nonces.size).toBe(5);
  });

  it('a signature made with another secret does not match', async () => {
    const caller = await signIn(server);
    const url = new URL(envelope<{ url: string }>(await caller.get(URL_PATH)).data.url);
    expect(url.searchParams.get('signature')).not.toBe(recomputeSignature(url, 'guessed-secret'));
  });

  it('answers 404 with a clear message when no chat secret is configured', async () => {
    const caller = await signIn(unconfigured);
    const response = await caller.get(URL_PATH);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe('在线客服暂未开通');
  });
});

describe('help desk configuration', () => {
  it('outside demo mode needs HELP_CHAT_SECRET, unless the chat is off (empty HELP_CHAT_URL)', () => {
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(/HELP_CHAT_SECRET must be set/);
    expect(loadConfig({ DEMO_MODE: 'false', HELP_CHAT_URL: '' }).helpDesk.chatSecret).toBe('');
    expect(loadConfig({ DEMO_MODE: 'false', HELP_CHAT_SECRET: 's' }).helpDesk.chatSecret).toBe('s');
    expect(loadConfig({}).helpDesk.chatSecret).not.toBe('');
  });
});
