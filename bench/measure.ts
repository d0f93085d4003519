import type autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Runs one autocannon load and keeps the figures docs/performance.md reports. */
export async function measure(run: typeof autocannon, options: autocannon.Options): Promise<Measurement> {
  const result = await run(options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
