import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { JobHandler, NewJob } from '../../jobs/index.ts';
import { touchDocument } from './repository.ts';

/**
 * A document's scheduled publish or expiry fell due. The pages read the rule by the clock, so they
 * are right at every instant; this job makes the caches follow on time: it writes the row
 * unchanged, and the write's trigger reaches every server through the change feed. Queued in the
 * transaction that sets the time, so a restart loses none; a time changed later leaves the old job
 * to announce a moment when nothing changed, which costs one cache refill.
 */
export const DOCUMENT_DUE_JOB = 'documents.due';

const duePayload = z.object({ id: z.number().int() });

/** The jobs announcing a document's times that are still to come. */
export const documentDueJobs = (id: number, times: (Date | null)[], now: Date): NewJob[] =>
  times
    .filter((time): time is Date => time !== null && time > now)
    .map((runAt) => ({ kind: DOCUMENT_DUE_JOB, payload: { id }, runAt }));

export const documentDueHandlers = ({ db }: AppContext): Record<string, JobHandler> => ({
  [DOCUMENT_DUE_JOB]: async (payload) => touchDocument(db, duePayload.parse(payload).id),
});
