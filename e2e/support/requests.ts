import { expect, type Page, type Request } from '@playwright/test';

/**
 * Counts the page's requests in flight from now on. `settled()` waits until none is: the state
 * `networkidle` waits for, without its half second of silence on every page a walk opens.
 */
export function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  // A redirect finishes its request and starts a new one; a request cut off by a navigation fails.
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    settled: (message?: string) => expect.poll(() => inFlight.size, { message, intervals: [50] }).toBe(0),
  };
}

/** What `watchRequests` answers, for the helpers a spec hands it to. */
export type WatchedRequests = ReturnType<typeof watchRequests>;
