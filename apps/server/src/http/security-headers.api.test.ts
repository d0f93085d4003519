import { XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { signIn, useTestServer } from '../../test/support.ts';

const server = useTestServer({ frameAncestors: ['https://partner.example.com'], trustProxy: true });

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('send a policy without inline script, framing by the portal and configured partners only', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/sso/login' });
    expect(page.statusCode).toBe(200);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://partner.example.com']);
    // A picture from another host would be a read receipt for it.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // antd's CSS-in-JS and the sign-on page's own stylesheet are inline styles, never scripts.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('mark every kind of answer nosniff with a same-origin referrer policy', async () => {
    const caller = await signIn(server);
    const answers = [
      await caller.get('/new/api/oa/portal/getCurrentUser'),
      await server.app.inject({ method: 'GET', url: '/new/api/oa/portal/getCurrentUser' }),
      await server.app.inject({
        method: 'GET',
        url: '/new/api/oa/portal/getCurrentUser',
        headers: { [XHR_HEADER]: XHR_HEADER_VALUE },
      }),
      await server.app.inject({ method: 'GET', url: '/no/such/page' }),
      await caller.get('/meeting/room/cancel/my/book', { id: 'x' }),
      await server.app.inject({
        method: 'POST',
        url: '/meeting/room/list',
        headers: { 'content-type': 'application/json' },
        payload: '{bad json',
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403, 401, 404, 400, 400]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
  });

  it('send HSTS only when the request came over https (here through a trusted TLS proxy)', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/sso/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await server.app.inject({
      method: 'GET',
      url: '/sso/login',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
