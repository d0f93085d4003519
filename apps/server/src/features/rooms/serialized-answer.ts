import type { FastifyReply } from 'fastify';

/** Envelopes differ only by their message, i.e. by language. */
const ENVELOPES_KEPT = 8;

/**
 * An answer that thousands of requests share, serialized once: JSON.stringify of a floor's room
 * list (a few kB of mostly Chinese text) cost more than everything else such a request did once
 * the list came from a snapshot.
 */
export class SharedAnswer<Data> {
  private readonly json: string;
  private readonly envelopes = new Map<string, string>();

  constructor(readonly data: Data) {
    this.json = JSON.stringify(data);
  }

  /** `envelope` (the JSON of everything but data) with this data added last. */
  inEnvelope(envelope: string): string {
    let whole = this.envelopes.get(envelope);
    if (whole === undefined) {
      const head = envelope === '{}' ? '{' : `${envelope.slice(0, -1)},`;
      whole = `${head}"data":${this.json}}`;
      if (this.envelopes.size >= ENVELOPES_KEPT) this.envelopes.clear();
      this.envelopes.set(envelope, whole);
    }
    return whole;
  }
}

/**
 * Lets the envelope that apiRoute sends around `answer.data` reuse the answer's JSON. `data` goes
 * last, where apiRoute puts it, so the text is what JSON.stringify would write.
 */
export function reuseSerializedData(reply: FastifyReply, answer: SharedAnswer<unknown>) {
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
    return answer.inEnvelope(JSON.stringify(envelope));
  });
}
