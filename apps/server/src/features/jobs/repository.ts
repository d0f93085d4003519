import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { jobs } from './schema.ts';

export interface NewJob {
  kind: string;
  payload: unknown;
  /** When it falls due (a scheduled publish); now when not given. */
  runAt?: Date;
}

/** A job a worker holds; `attempts` (this one included) also proves the lease is still its own. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

const toDo = inArray(jobs.status, ['pending', 'running']);
/** The database's clock decides due times and leases, so servers with skewed clocks agree. */
const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Queues jobs in the caller's transaction: they exist only if the change they come from commits. */
export async function enqueueJobs(tx: Transaction, rows: NewJob[]): Promise<void> {
  if (rows.length > 0) await tx.insert(jobs).values(rows);
}

/**
 * Takes up to `limit` due jobs for `leaseMs`: pending ones whose time has come and running ones
 * whose worker let the lease run out (it died, or hangs). Rows another worker is taking right now
 * are skipped, not waited for, so servers sharing the database never take the same job twice.
 */
export async function claimDueJobs(
  db: Database,
  options: { limit: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(toDo, lte(jobs.runAt, sql`now()`), lt(jobs.attempts, options.maxAttempts)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, runAt: inMs(options.leaseMs) })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
}

/** Jobs whose last allowed attempt ran out of lease: nobody will take them again. */
export function failAbandonedJobs(db: Database, maxAttempts: number) {
  return db
    .update(jobs)
    .set({ status: 'failed', lastError: 'the last attempt ran out of lease', finishedAt: sql`now()` })
    .where(and(eq(jobs.status, 'running'), lte(jobs.runAt, sql`now()`), gte(jobs.attempts, maxAttempts)))
    .returning({ id: jobs.id, kind: jobs.kind });
}

/** Only the holder of the current lease settles a job; a late worker whose lease was taken changes nothing. */
const held = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

export async function completeJob(db: Database, job: ClaimedJob): Promise<void> {
  await db.update(jobs).set({ status: 'done', finishedAt: sql`now()` }).where(held(job));
}

export async function retryJobLater(db: Database, job: ClaimedJob, error: string, delayMs: number) {
  await db
    .update(jobs)
    .set({ status: 'pending', lastError: error, runAt: inMs(delayMs) })
    .where(held(job));
}

export async function failJob(db: Database, job: ClaimedJob, error: string): Promise<void> {
  await db.update(jobs).set({ status: 'failed', lastError: error, finishedAt: sql`now()` }).where(held(job));
}

/** Milliseconds until the next job falls due (0 when one is due now); null when there is nothing to do. */
export async function msUntilNextJob(db: Database): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<number | null>`greatest(0, extract(epoch from (min(${jobs.runAt}) - now())) * 1000)::float8`,
    })
    .from(jobs)
    .where(toDo);
  return row?.ms ?? null;
}

/** Finished jobs are kept a week for inspection, then dropped. */
export async function deleteOldDoneJobs(db: Database): Promise<void> {
  await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - interval '7 days'`)));
}
