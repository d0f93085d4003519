import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli before gzip, nothing
 * named with q=0, and none (identity) when the client names neither.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Bytes that many requests share (the web app's index.html, a remembered room list), kept with
 * their compressed copies: each copy is made once, on the first request that accepts it, so a hit
 * costs a lookup instead of encoding and compressing again.
 */
export class EncodedBody {
  private gzip: Buffer | undefined;
  private br: Buffer | undefined;

  /** `compressed`: copies made beforehand (the build's `.br`/`.gz` files), used as they are. */
  constructor(
    readonly identity: Buffer,
    compressed: { br?: Buffer; gzip?: Buffer } = {},
  ) {
    this.br = compressed.br;
    this.gzip = compressed.gzip;
  }

  static of(text: string) {
    return new EncodedBody(Buffer.from(text, 'utf8'));
  }

  in(encoding: ContentEncoding | null): Buffer {
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.identity, { level: 6 });
      return this.gzip;
    }
    if (encoding === 'br') {
      // Quality 5 compresses a 1.5 MB room list in a few tens of milliseconds, close to gzip's size
      // at level 9; the top qualities take seconds and are for build-time assets only.
      this.br ??= brotliCompressSync(this.identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      });
      return this.br;
    }
    return this.identity;
  }

  /**
   * The bytes for this request, with Content-Encoding and Vary set on the reply. Below the size
   * where compression pays (a packet or so), every client gets the plain bytes.
   */
  for(request: FastifyRequest, reply: FastifyReply): Buffer {
    reply.header('vary', 'accept-encoding');
    const encoding =
      this.identity.length < COMPRESS_THRESHOLD_BYTES
        ? null
        : chooseEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return this.in(encoding);
  }
}

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
