import type { TestServer } from '../../../test/support.ts';
import { addDays } from '../../lib/company-time.ts';

/**
 * Test times relative to the company's today (Asia/Shanghai by default), never the machine's:
 * vitest runs with TZ=UTC on purpose so that a zone bug shows. Shared by the booking family's tests.
 */
export function companyTimes(server: TestServer) {
  const clock = () => server.app.ctx.clock;
  /** `YYYY-MM-DD` of today plus `offsetDays` on the company's calendar. */
  const day = (offsetDays: number) => addDays(clock().today(), offsetDays);
  /** `YYYY-MM-DD HH:mm:00` on that day; `hhmm` may be `24:00`. */
  const text = (offsetDays: number, hhmm: string) => `${day(offsetDays)} ${hhmm}:00`;
  const at = (offsetDays: number, hhmm: string) => {
    const instant = clock().parse(text(offsetDays, hhmm));
    if (!instant) throw new Error(`No such company time: ${text(offsetDays, hhmm)}`);
    return instant;
  };
  /** With no start chosen the search window is 00:00:00 to 24:00:00 of the chosen day. */
  const wholeDay = (offsetDays: number) => ({
    startTime: text(offsetDays, '00:00'),
    endTime: text(offsetDays, '24:00'),
  });
  return { day, text, at, wholeDay };
}
