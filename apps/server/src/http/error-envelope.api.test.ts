import rateLimit from '@fastify/rate-limit';
import { failureEnvelope, routes, XHR_HEADER, XHR_HEADER_VALUE } from '@portal/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn, useTestServer } from '../../test/support.ts';
import { installErrorHandler } from './error-handler.ts';

const server = useTestServer();

/** The refusal's envelope, checked against the contract: code, message, no data and its key. */
const failure = (response: { body: string }) => failureEnvelope.parse(JSON.parse(response.body));

const xhr = { [XHR_HEADER]: XHR_HEADER_VALUE };

describe('every refusal carries its reason as a key', () => {
  it("answers a signed-out call with code '302' and auth.notSignedIn", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: routes.peopleCurrentUser.path,
      headers: xhr,
    });
    expect(response.statusCode).toBe(401);
    expect(failure(response)).toEqual({
      code: '302',
      message: '登录已失效，请重新登录',
      data: null,
      error: 'auth.notSignedIn',
    });
  });

  it('keeps the key while the message follows the language', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: routes.peopleCurrentUser.path,
      headers: { 'accept-language': 'en' },
    });
    expect(failure(response)).toMatchObject({ error: 'auth.xhrRequired', code: 403 });
    expect(failure(response).message).toMatch(/X-Requested-With/);
  });

  it('answers an unknown route with request.notFound', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/no/such/route', headers: xhr });
    expect(response.statusCode).toBe(404);
    expect(failure(response)).toMatchObject({ code: 404, error: 'request.notFound' });
  });

  it('names a contract refusal by the key the contract gave it', async () => {
    const caller = await signIn(server);
    const response = await caller.post(routes.roomList.path, { startTime: 'tomorrow' });
    expect(response.statusCode).toBe(400);
    expect(failure(response)).toMatchObject({ error: 'time.format' });
  });

  it('refuses a body that is not JSON, an empty JSON body, a foreign type and a huge body', async () => {
    const caller = await signIn(server);
    const headers = { cookie: caller.cookie, ...xhr };
    const send = (contentType: string, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: routes.roomList.path,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    const badJson = await send('application/json', '{"startTime":');
    expect([badJson.statusCode, failure(badJson).error]).toEqual([400, 'request.badJson']);
    const empty = await send('application/json', '');
    expect([empty.statusCode, failure(empty).error]).toEqual([400, 'request.badJson']);
    const foreign = await send('application/xml', '<filter/>');
    expect([foreign.statusCode, failure(foreign).error]).toEqual([415, 'request.unsupportedType']);
    const huge = await send('application/json', JSON.stringify({ name: 'x'.repeat(2_000_000) }));
    expect([huge.statusCode, failure(huge).error]).toEqual([413, 'request.tooLarge']);
  });

  it('refuses a broken multipart upload with a key, never a 500', async () => {
    const caller = await signIn(server);
    const boundary = '----portal-broken';
    const response = await server.app.inject({
      method: 'POST',
      url: routes.fileUpload.path,
      headers: { cookie: caller.cookie, ...xhr, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
    });
    expect(response.statusCode).toBe(400);
    expect(failure(response).error).toBe('file.malformed');
  });

  it('answers a rate limit with request.tooManyRequests', async () => {
    const app = Fastify();
    installErrorHandler(app);
    await app.register(rateLimit, { max: 1, timeWindow: 60_000 });
    app.get('/limited', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/limited' });
    const limited = await app.inject({
      method: 'GET',
      url: '/limited',
      headers: { 'accept-language': 'en' },
    });
    expect(limited.statusCode).toBe(429);
    expect(failure(limited)).toMatchObject({ code: 429, error: 'request.tooManyRequests' });
    await app.close();
  });
});
