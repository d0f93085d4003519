import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { JOBS_ADDED } from '../../lib/table-changes.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  completeJob,
  deleteOldDoneJobs,
  failAbandonedJobs,
  failJob,
  msUntilNextJob,
  retryJobLater,
} from './repository.ts';

/** Does one job; throwing means "try again later". */
export type JobHandler = (payload: unknown) => Promise<void>;

const BATCH = 10;
const MAX_BACKOFF_MS = 3_600_000;
const MIN_SLEEP_MS = 50;

/**
 * The queue's worker in this server: it takes due jobs, runs their handler, and settles them (done,
 * retried with a doubling pause, or failed after the last attempt). It sleeps until the next job
 * falls due, at most `pollMs`, and wakes at once when a job commits anywhere (the jobs table's
 * insert trigger reaches every server through the change feed) or when the feed reconnects.
 */
export function startJobWorker(
  { db, changes, config }: AppContext,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
) {
  const { maxAttempts, retryBaseMs, leaseMs, pollMs } = config.jobs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function run(job: ClaimedJob) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      await handler(job.payload);
      await completeJob(db, job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!handler || job.attempts >= maxAttempts) {
        await failJob(db, job, reason);
        log.error({ job: job.id, kind: job.kind, attempts: job.attempts, reason }, 'job failed for good');
      } else {
        const delay = Math.min(retryBaseMs * 2 ** (job.attempts - 1), MAX_BACKOFF_MS);
        await retryJobLater(db, job, reason, delay);
        log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, reason }, 'job failed, will retry');
      }
    }
  }

  async function tick() {
    clearTimeout(timer);
    let sleepMs = pollMs;
    try {
      for (const job of await failAbandonedJobs(db, maxAttempts))
        log.error({ job: job.id, kind: job.kind }, 'job failed for good: its last attempt ran out of lease');
      for (;;) {
        const batch = await claimDueJobs(db, { limit: BATCH, leaseMs, maxAttempts });
        for (const job of batch) if (!stopped) await run(job);
        if (stopped || batch.length < BATCH) break;
      }
      await deleteOldDoneJobs(db);
      const next = await msUntilNextJob(db);
      // A job another server is taking right now reads as due: look again shortly, not in a busy loop.
      if (next !== null) sleepMs = Math.min(Math.max(next, MIN_SLEEP_MS), pollMs);
    } catch (error) {
      log.warn({ err: error }, 'job worker: the database failed, trying again later');
    }
    if (!stopped) timer = setTimeout(wake, sleepMs).unref();
  }

  /** One pass at a time; a wake-up during a pass runs one more pass after it. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = tick().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  const unsubscribe = changes.subscribe(JOBS_ADDED, wake);
  const unsubscribeResync = changes.onResync(wake);
  wake();

  return {
    /** Finishes the job in hand; what is left stays in the database for the next start. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      unsubscribeResync();
      await running;
    },
  };
}
