import { badRequest } from '../../../http/errors.ts';
import type { CompanyClock, TimeSpan } from '../../../lib/company-time.ts';

/** The contract's pattern lets 2026-02-30 through; the clock refuses times that do not exist. */
export function spanOf(clock: CompanyClock, request: { startTime: string; endTime: string }): TimeSpan {
  const start = clock.parse(request.startTime);
  const end = clock.parse(request.endTime);
  if (!start || !end) throw badRequest('time.format');
  if (end <= start) throw badRequest('time.endAfterStart');
  return { start, end };
}
