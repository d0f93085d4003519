import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/support.ts';

const server = useTestServer();
const ICON = '<link rel="icon" type="image/svg+xml" href="/logo.svg">';

describe('the pages the server renders itself', () => {
  it('show the web app’s icon in the browser tab', async () => {
    expect(existsSync(fileURLToPath(new URL('../../../../web/public/logo.svg', import.meta.url)))).toBe(true);
    for (const url of ['/sso/login', '/sso/login?language=en', '/partner/simulator']) {
      const page = await server.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(ICON);
    }
    const notice = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      payload: { username: 'a@corp.example', password: 'x' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(notice.statusCode).toBe(403);
    expect(notice.body).toContain(ICON);
  });
});
