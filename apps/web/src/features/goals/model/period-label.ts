type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A period as people read it: "2026-H2" → 2026 下半年 / 2026 H2 (July–December). */
export function periodLabel(period: string, t: Translate): string {
  const [year = '', half = ''] = period.split('-');
  return t(`goals.halves.${half}`, { year });
}
