import type { JobRotation } from '@portal/contracts';

/**
 * The workflow form's address for one job: the configured form with the job's id and name added,
 * so the application names the job it is for. Null until the address is known.
 */
export function applyLink(
  formUrl: string | undefined,
  job: Pick<JobRotation, 'id' | 'jobName'>,
): string | null {
  if (!formUrl || !URL.canParse(formUrl)) return null;
  const url = new URL(formUrl);
  url.searchParams.set('jobId', String(job.id));
  url.searchParams.set('jobName', job.jobName);
  return url.href;
}
