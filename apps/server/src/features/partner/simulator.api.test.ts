import type { PartnerUserInfo } from '@portal/contracts';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { envelope, useTestServer } from '../../../test/support.ts';
import { DEMO_PARTNER_SECRET, loadConfig } from '../../config.ts';
import { mailNameOf, PARTNER, partnerClient } from './test-partner.ts';

// Demo mode with no key source configured: the partner check falls back to the demo secret, and
// the simulator signs with it (the factory's employees are at example.com).
const server = useTestServer({ partner: loadConfig({ PARTNER_MAIL_DOMAIN: 'example.com' }).partner });

async function demoUser() {
  const user = await createUser(server.database.db);
  return { user, userId: mailNameOf(user) };
}

const refusal = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { code: unknown; error: string };
  return [response.statusCode, body.code, body.error];
};

describe('the partner simulator (demo mode)', () => {
  const directives = (policy: unknown) =>
    new Map(
      String(policy)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
  const frameSource = (html: string) =>
    (/<iframe[^>]* src="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&#38;/g, '&');

  it('lists demo users in a plain form, without inline script, and may frame the portal', async () => {
    await demoUser();
    const page = await server.app.inject({ method: 'GET', url: '/partner/simulator' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('合作方应用模拟器');
    // The directory's first employees, by their partner userId (the mail name).
    expect(page.body).toMatch(
      /<option value="user\.[0-9a-f]{8}">测试[0-9a-f]{8} \(user\.[0-9a-f]{8}\)<\/option>/,
    );
    expect(page.body).not.toMatch(/<script/i);
    const policy = directives(page.headers['content-security-policy']);
    // No frame-src of its own: default-src 'self' lets it frame the portal's pages…
    expect([policy.get('default-src'), policy.get('frame-src')]).toEqual([["'self'"], undefined]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    // …and the portal's pages let themselves be framed by the portal (the simulator is the portal).
    const portalPage = await server.app.inject({ method: 'GET', url: '/' });
    expect(directives(portalPage.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(portalPage.headers['x-frame-options']).toBeUndefined();
    const english = await server.app.inject({ method: 'GET', url: '/partner/simulator?language=en' });
    expect(english.body).toContain('Partner app simulator');
  });

  it('mints a short-lived token that the partner calls accept, and opens the H5 page with it', async () => {
    const { user, userId } = await demoUser();
    const page = await server.app.inject({ method: 'GET', url: `/partner/simulator?userId=${userId}` });
    const src = frameSource(page.body);
    expect(src).toMatch(/^\/#\/meetingOrderH5\?from=appia&code=[0-9a-f]+&userId=/);
    const query = new URLSearchParams(src.split('?')[1]);
    expect(query.get('userId')).toBe(userId);
    const token = query.get('token') ?? '';
    const client = partnerClient(server, { userId, token });
    expect(envelope<PartnerUserInfo>(await client.get(PARTNER.userInfo)).data.email).toBe(user.email);
    // Signed with the demo secret, the only one the simulator knows.
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const verified = await jwtVerify(token, new TextEncoder().encode(DEMO_PARTNER_SECRET));
    expect(verified.payload.sub).toBe(userId);

    const expiredPage = await server.app.inject({
      method: 'GET',
      url: `/partner/simulator?userId=${userId}&expired=1`,
    });
    const expired = new URLSearchParams(frameSource(expiredPage.body).split('?')[1]).get('token') ?? '';
    const refused = await partnerClient(server, { userId, token: expired }).get(PARTNER.userInfo);
    expect(refusal(refused)).toEqual([401, '302', 'partner.tokenExpired']);
  });

  it('ignores an odd query instead of refusing it', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/partner/simulator?userId=%3Cscript%3E&language=xx&expired=yes',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<iframe');
    expect(page.body).not.toContain('<script>');
  });
});
