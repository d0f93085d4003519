import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody } from '../../http/encoded-body.ts';

/** Envelopes differ only by their message, i.e. by language. */
const ENVELOPES_KEPT = 8;

/**
 * An answer that thousands of requests share, kept as the bytes that go on the wire: writing the
 * JSON of a floor's room list (a few kB of mostly Chinese text) cost more than everything else such
 * a request did once the list came from a snapshot, and a whole city's list (1.5 MB) cost far more
 * to encode and compress than to send. Its gzip and brotli copies are made once, when first asked
 * for, so a repeated search is a lookup whatever the client accepts.
 */
export class SharedAnswer<Data> {
  private readonly json: string;
  private readonly envelopes = new Map<string, EncodedBody>();

  constructor(readonly data: Data) {
    this.json = JSON.stringify(data);
  }

  /** `envelope` (the JSON of everything but data) with this data added last. */
  inEnvelope(envelope: string): EncodedBody {
    let whole = this.envelopes.get(envelope);
    if (whole === undefined) {
      const head = envelope === '{}' ? '{' : `${envelope.slice(0, -1)},`;
      whole = EncodedBody.of(`${head}"data":${this.json}}`);
      if (this.envelopes.size >= ENVELOPES_KEPT) this.envelopes.clear();
      this.envelopes.set(envelope, whole);
    }
    return whole;
  }
}

/**
 * Lets the envelope that apiRoute sends around `answer.data` reuse the answer's bytes, compressed as
 * the request accepts. `data` goes last, where apiRoute puts it, so the text is what JSON.stringify
 * would write.
 */
export function reuseSerializedData(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer<unknown>,
) {
  reply.type('application/json; charset=utf-8').serializer((payload: unknown) => {
    if (
      typeof payload !== 'object' ||
      payload === null ||
      !('data' in payload) ||
      payload.data !== answer.data
    ) {
      return JSON.stringify(payload);
    }
    const { data: _data, ...envelope } = payload;
    // Fastify sends a Buffer from a serializer as it is; its typing only names strings.
    return answer.inEnvelope(JSON.stringify(envelope)).for(request, reply) as unknown as string;
  });
}
