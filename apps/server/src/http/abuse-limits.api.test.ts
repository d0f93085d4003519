import { describe, expect, it } from 'vitest';
import { signIn, useTestServer } from '../../test/support.ts';
import { uploadTo } from '../../test/uploads.ts';
import { samplePdf, samplePng } from '../features/files/sample-files.ts';

describe('writes per user per minute', () => {
  const server = useTestServer({ writesPerMinute: 3 });

  it('refuses the fourth write of a minute with 429, a zh/en reason and Retry-After; others still write', async () => {
    const caller = await signIn(server);
    for (let index = 0; index < 3; index++) {
      expect((await uploadTo(server, caller, samplePng(), `scan-${index}.png`)).statusCode).toBe(200);
    }
    const refused = await uploadTo(server, caller, samplePng(), 'scan-4.png');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, data: null, error: 'request.tooManyWrites' });
    expect(refused.json().message).toMatch(/^操作过于频繁：每分钟最多 3 次，请 \d+ 秒后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const inEnglish = await server.app.inject({
      method: 'POST',
      url: '/meeting/create',
      headers: {
        cookie: caller.cookie,
        'x-requested-with': 'XMLHttpRequest',
        'accept-language': 'en',
      },
      payload: {},
    });
    expect(inEnglish.statusCode).toBe(429);
    expect(inEnglish.json().message).toMatch(
      /^Too many changes: at most 3 a minute; try again in \d+ seconds$/,
    );

    const colleague = await signIn(server);
    expect((await uploadTo(server, colleague, samplePng(), 'mine.png')).statusCode).toBe(200);
    // Reading is never limited.
    expect((await caller.get('/meeting/room/my/book/list')).statusCode).toBe(200);
  });
});

describe('upload storage quota per user', () => {
  const quota = samplePdf().length * 2 + 10;
  const server = useTestServer({ uploadQuotaBytes: quota });

  it('refuses an upload that would pass the quota with 429 and what is used; other users are not affected', async () => {
    const caller = await signIn(server);
    expect((await uploadTo(server, caller, samplePdf(), 'a.pdf')).statusCode).toBe(200);
    expect((await uploadTo(server, caller, samplePdf(), 'b.pdf')).statusCode).toBe(200);
    const full = await uploadTo(server, caller, samplePdf(), 'c.pdf');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toMatchObject({ code: 429, data: null, error: 'file.quotaExceeded' });
    expect(full.json().message).toContain('附件存储空间已满');
    expect((await uploadTo(server, await signIn(server), samplePdf(), 'd.pdf')).statusCode).toBe(200);
  });
});
