import type { WorkflowStatus } from '@portal/contracts';

/** The tag colour of each status: in approval blue, approved green, rejected red, withdrawn grey. */
export const STATUS_COLORS: Record<WorkflowStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};
