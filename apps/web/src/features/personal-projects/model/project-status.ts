import type { ProjectStatus } from '@portal/contracts';

/** Planning grey-blue, running blue, paused orange, done green. */
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  planning: 'default',
  active: 'processing',
  paused: 'warning',
  done: 'success',
};
