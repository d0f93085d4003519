import type { ErrorKey } from '@portal/contracts';

/**
 * Refusals of a removal the list explains itself (删除失败 with the reason), so the client does
 * not show them a second time.
 */
export const REMOVE_REFUSALS = ['auth.forbidden', 'rotation.notFound'] as const satisfies readonly ErrorKey[];
