import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { jobRotations } from './schema.ts';

/** Far above any real list of openings (one import takes at most as many rows). */
const OPEN_JOBS_LIMIT = 5000;

/** A job as the API sends it: the list arrays under their API names. */
const jobColumns = {
  id: jobRotations.id,
  companyName: jobRotations.companyName,
  levelOneDepartment: jobRotations.levelOneDepartment,
  levelThreeDepartment: jobRotations.levelThreeDepartment,
  jobName: jobRotations.jobName,
  jobSystem: jobRotations.jobSystem,
  jobAttribute: jobRotations.jobAttribute,
  jobExpectedNumber: jobRotations.jobExpectedNumber,
  jobBase: jobRotations.jobBase,
  onsiteTime: jobRotations.onsiteTime,
  duration: jobRotations.duration,
  contactPersonName: jobRotations.contactPersonName,
  otherRequirements: jobRotations.otherRequirements,
  jobDescriptionArray: jobRotations.jobDescription,
  technicalAndProfessionalDirectionArray: jobRotations.technicalDirection,
  otherSkillRequirementsArray: jobRotations.otherSkillRequirements,
};

export type NewJob = Omit<typeof jobRotations.$inferInsert, 'id' | 'createdAt' | 'removedAt' | 'removedBy'>;

/** A job is open until someone removes it. */
const isOpen = isNull(jobRotations.removedAt);

/** The open jobs, the latest import first and each import in its sheet's order. */
export const findOpenJobs = (db: Database) =>
  db
    .select(jobColumns)
    .from(jobRotations)
    .where(isOpen)
    .orderBy(desc(jobRotations.createdAt), asc(jobRotations.id))
    .limit(OPEN_JOBS_LIMIT);

export async function findOpenJob(db: Database | Transaction, id: number) {
  const [job] = await db
    .select(jobColumns)
    .from(jobRotations)
    .where(and(eq(jobRotations.id, id), isOpen))
    .limit(1);
  return job;
}

/**
 * Removes an open job, keeping its row with who removed it and when. Only one of several removals
 * racing for the same job finds it open: false for the others and for an unknown id.
 */
export async function markJobRemoved(
  db: Database | Transaction,
  id: number,
  removedBy: number,
  removedAt: Date,
) {
  const rows = await db
    .update(jobRotations)
    .set({ removedAt, removedBy })
    .where(and(eq(jobRotations.id, id), isOpen))
    .returning({ id: jobRotations.id });
  return rows.length === 1;
}

/** PostgreSQL takes at most 65,535 parameters per statement: 17 columns × 1,000 rows stay below. */
const INSERT_BATCH = 1000;

/**
 * Adds the jobs not already open: a job whose natural key (company, departments, job name, base)
 * an open job holds is skipped by the unique index, as is a second row of one sheet with the same
 * key. Answers how many were added.
 */
export async function insertNewJobs(tx: Transaction, jobs: NewJob[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < jobs.length; start += INSERT_BATCH) {
    const inserted = await tx
      .insert(jobRotations)
      .values(jobs.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing()
      .returning({ id: jobRotations.id });
    added += inserted.length;
  }
  return added;
}
