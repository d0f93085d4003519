import { setTimeout as sleep } from 'node:timers/promises';
import type { CDPSession, Page } from 'playwright-core';

/** What the page asked for until it was drawn; bytes are as they came over the wire (compressed, with headers). */
export interface Requests {
  total: number;
  scripts: number;
  /** fetch and XMLHttpRequest: the API calls. */
  dataCalls: number;
  stylesheets: number;
  /** Answered from the browser's cache, without the network. */
  fromCache: number;
  bytes: number;
  scriptBytes: number;
}

interface Request {
  type: string;
  /** When it was sent, in ms since the epoch (the page's clock: performance.timeOrigin + now()). */
  sentAtMs: number;
  bytes: number;
  fromCache: boolean;
  done: boolean;
}

/** A request still loading this long after the page was drawn is counted with the bytes it had. */
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Every request of one page, from the DevTools protocol's Network events (Chromium's own
 * accounting: the resource type, the bytes received, a cache hit), so that the figures do not
 * depend on what Resource Timing exposes.
 */
export class NetworkLog {
  private readonly requests = new Map<string, Request>();

  private constructor(private readonly session: CDPSession) {}

  static async attach(page: Page): Promise<NetworkLog> {
    const session = await page.context().newCDPSession(page);
    const log = new NetworkLog(session);
    log.listen();
    await session.send('Network.enable');
    return log;
  }

  private listen() {
    this.session.on('Network.requestWillBeSent', (event) => {
      // data: and blob: URLs never leave the page.
      if (!/^https?:/.test(event.request.url)) return;
      // A redirect is sent again under the same id: the hop before it is kept as a request of its own.
      const hop = this.requests.get(event.requestId);
      if (hop && event.redirectResponse) {
        Object.assign(hop, { bytes: event.redirectResponse.encodedDataLength, done: true });
        this.requests.set(`${event.requestId} hop ${this.requests.size}`, hop);
      }
      this.requests.set(event.requestId, {
        type: event.type ?? 'Other',
        sentAtMs: (event.wallTime ?? 0) * 1000,
        bytes: 0,
        fromCache: false,
        done: false,
      });
    });
    this.session.on('Network.requestServedFromCache', ({ requestId }) =>
      this.update(requestId, { fromCache: true }),
    );
    this.session.on('Network.responseReceived', ({ requestId, response }) => {
      if (response.fromDiskCache || response.fromPrefetchCache) this.update(requestId, { fromCache: true });
    });
    this.session.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
      const request = this.requests.get(requestId);
      if (request) request.bytes += encodedDataLength;
    });
    this.session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      this.update(requestId, { bytes: encodedDataLength, done: true }),
    );
    this.session.on('Network.loadingFailed', ({ requestId }) => this.update(requestId, { done: true }));
  }

  private update(requestId: string, change: Partial<Request>) {
    const request = this.requests.get(requestId);
    if (request) Object.assign(request, change);
  }

  /**
   * The requests sent up to `untilMs` (epoch ms on the page's clock), once each has finished
   * loading: their bytes are known only then.
   */
  async sentUntil(untilMs: number): Promise<Requests> {
    const sent = () => [...this.requests.values()].filter((request) => request.sentAtMs <= untilMs);
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (sent().some((request) => !request.done) && Date.now() < deadline) await sleep(50);
    await this.session.detach();
    const requests = sent();
    const scripts = requests.filter((request) => request.type === 'Script');
    const sum = (list: Request[]) => list.reduce((total, request) => total + request.bytes, 0);
    return {
      total: requests.length,
      scripts: scripts.length,
      dataCalls: requests.filter((request) => request.type === 'Fetch' || request.type === 'XHR').length,
      stylesheets: requests.filter((request) => request.type === 'Stylesheet').length,
      fromCache: requests.filter((request) => request.fromCache).length,
      bytes: sum(requests),
      scriptBytes: sum(scripts),
    };
  }
}
