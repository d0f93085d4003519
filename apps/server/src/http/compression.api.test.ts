import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../test/factories.ts';
import { signIn, useTestServer } from '../../test/support.ts';
import { companyTimes } from '../features/bookings/test-times.ts';

const server = useTestServer();
const { wholeDay } = companyTimes(server);

describe('compressed answers', () => {
  it('sends the room list as gzip, brotli or plain bytes as the client accepts, all the same JSON', async () => {
    for (let index = 0; index < 12; index++) await createRoom(server.database.db, { name: `压缩 ${index}` });
    const caller = await signIn(server);
    const ask = (acceptEncoding?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/meeting/room/list',
        headers: {
          cookie: caller.cookie,
          [XHR_HEADER]: XHR_HEADER_VALUE,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        payload: wholeDay(1),
      });

    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await ask('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await ask('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('compresses other JSON answers above a kilobyte and leaves tiny ones alone', async () => {
    const caller = await signIn(server);
    const headers = { cookie: caller.cookie, [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-encoding': 'gzip' };
    const tiny = await server.app.inject({
      method: 'GET',
      url: '/new/api/oa/portal/getCurrentUser',
      headers,
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.rawPayload.length).toBeLessThan(1024);
    expect(tiny.headers['content-encoding']).toBeUndefined();

    for (let index = 0; index < 30; index++)
      await createUser(server.database.db, { name: `压缩测试${index}` });
    const large = await server.app.inject({
      method: 'GET',
      url: '/new/api/oa/portal/searchEmployees',
      headers,
      query: { keyword: '压缩测试', limit: '50' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(large.rawPayload).toString()) as { data: unknown[] };
    expect(answer.data).toHaveLength(30);
  });
});
