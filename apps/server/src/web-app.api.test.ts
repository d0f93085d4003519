import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/support.ts';

// A built web app as the build leaves it: index.html, and hashed assets with .gz/.br beside them.
const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-dist-'));
const script = `console.log(${JSON.stringify('门户'.repeat(2000))});`;
/** The build's inline first-load preloader stands for any inline script of index.html. */
const preloader = `(()=>{document.head.dataset.route=location.hash})()`;
const writeBuild = (hash: string) => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const asset = path.join(dist, 'assets', `index-${hash}.js`);
  writeFileSync(asset, script);
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  const html = `<!doctype html><html><head><script>${preloader}</script><script type="module" src="/assets/index-${hash}.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  writeFileSync(path.join(dist, 'index.html'), html);
  return html;
};
const firstIndex = writeBuild('AAAA1111');
writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const server = useTestServer({ webDist: dist });
const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app', () => {
  it('serves index.html with no-cache, from memory, compressed when accepted', async () => {
    const plain = await get('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body).toBe(firstIndex);

    const gzip = await get('/', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(firstIndex);
    expect((await get('/index.html', 'br')).headers['content-encoding']).toBe('br');
  });

  it('serves hashed assets for a year, immutable, from the precompressed files the build wrote', async () => {
    const url = '/assets/index-AAAA1111.js';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers no asset outside the build, no compressed copy by its own name, and nothing for an unknown name', async () => {
    for (const url of [
      '/assets/..%2findex.html',
      '/assets/..%2f..%2fpackage.json',
      '/assets/index-AAAA1111.js.br',
      '/assets/index-AAAA1111.js%00.css',
      '/assets/sub/index-AAAA1111.js',
      '/assets/index-CCCC3333.js',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('门户');
    }
  });

  it('keeps answering an asset it has served after a rebuild removed its file, for pages still open', async () => {
    const name = 'page-DDDD4444.js';
    const file = path.join(dist, 'assets', name);
    writeFileSync(file, script);
    expect((await get(`/assets/${name}`)).body).toBe(script);
    rmSync(file);
    const again = await get(`/assets/${name}`, 'br');
    expect(again.statusCode).toBe(200);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(script);
  });

  it('lets index.html run its own inline script, by its hash, and no other answer run any', async () => {
    const hash = `'sha256-${createHash('sha256').update(preloader).digest('base64')}'`;
    const scriptSources = (policy: unknown) =>
      /script-src ([^;]*)/.exec(String(policy))?.[1]?.trim().split(/\s+/);
    expect(scriptSources((await get('/')).headers['content-security-policy'])).toEqual(["'self'", hash]);
    for (const url of ['/assets/index-AAAA1111.js', '/logo.svg', '/no-such-page']) {
      expect(scriptSources((await get(url)).headers['content-security-policy'])).toEqual(["'self'"]);
    }
  });

  it('does not mark files outside /assets/ immutable', async () => {
    const logo = await get('/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('serves a rebuilt web app without a restart', async () => {
    expect((await get('/')).body).toBe(firstIndex);
    const rebuilt = writeBuild('BBBB2222');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get('/')).body).toBe(rebuilt);
    expect((await get('/assets/index-BBBB2222.js')).statusCode).toBe(200);
  });
});
