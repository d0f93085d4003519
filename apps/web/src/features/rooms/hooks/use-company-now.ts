import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../../api/contract-values.ts';
import { useCurrentUser } from '../../../api/current-user.ts';
import { companyNow } from '../../../lib/company-time.ts';

const TICK_MS = 30_000;

/** The company's now, refreshed every 30 s so slots turn past while the page stays open. */
export function useCompanyNow(): Dayjs {
  const { data: user } = useCurrentUser();
  const timeZone = user?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return useMemo(() => companyNow(timeZone, new Date(tick)), [timeZone, tick]);
}
