import type { Holiday, HolidayYear } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { violatedConstraint } from '../../lib/constraint-violation.ts';
import { recordAudit } from '../audit/index.ts';
import { canEditHolidays } from './policy.ts';
import * as repository from './repository.ts';

/** A holiday as an editor enters it. */
export interface HolidayEntry {
  year: number;
  nameZh: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  workdays: string[];
}

/** The database's refusals, as the reasons an editor reads. */
const REFUSALS: Record<string, 'holidays.overlap' | 'holidays.workdayTaken'> = {
  holidays_no_overlap: 'holidays.overlap',
  holiday_workdays_pkey: 'holidays.workdayTaken',
};

/** A holiday write as the audit trail records it. */
const auditOf = (
  action: 'create' | 'update' | 'remove',
  holiday: Holiday,
  before: Holiday | null,
  after: Holiday | null,
) => ({
  module: 'holidays' as const,
  action,
  subjectType: 'holiday',
  subjectId: holiday.id,
  subjectLabel: `${holiday.year} ${holiday.nameZh}`,
  before,
  after,
});

export function createHolidaysService({ db }: AppContext) {
  const ensureEditor = (user: SessionUser) => {
    if (!canEditHolidays(user)) throw forbidden();
  };

  /**
   * Writes a holiday and its workdays in one transaction. Overlapping holidays and a workday two
   * holidays claim are refused by the database's constraints, whoever races whom.
   */
  const write = async (user: SessionUser, id: number | null, entry: HolidayEntry): Promise<Holiday> => {
    ensureEditor(user);
    const { workdays, ...fields } = entry;
    const row = { ...fields, updatedBy: user.id };
    try {
      return await db.transaction(async (tx) => {
        if (await repository.clashesWithOtherHolidays(tx, entry, id))
          throw conflict('holidays.workdayInHoliday');
        const before = id === null ? null : await repository.findHoliday(tx, id);
        const target = id ?? (await repository.insertHoliday(tx, row));
        if (id !== null && !(await repository.updateHoliday(tx, id, row)))
          throw notFound('holidays.notFound');
        await repository.replaceWorkdays(tx, target, [...workdays].sort());
        const saved = (await repository.findHoliday(tx, target)) as Holiday;
        await recordAudit(tx, user, auditOf(id === null ? 'create' : 'update', saved, before ?? null, saved));
        return saved;
      });
    } catch (error) {
      const refusal = REFUSALS[violatedConstraint(error) ?? ''];
      if (refusal) throw conflict(refusal);
      throw error;
    }
  };

  return {
    /** One year's notice; no holidays means it is not published (entered) yet. */
    year: async (year: number): Promise<HolidayYear> => ({
      year,
      holidays: await repository.findYear(db, year),
    }),

    create: (user: SessionUser, entry: HolidayEntry) => write(user, null, entry),

    update: (user: SessionUser, id: number, entry: HolidayEntry) => write(user, id, entry),

    async remove(user: SessionUser, id: number): Promise<void> {
      ensureEditor(user);
      await db.transaction(async (tx) => {
        const before = await repository.findHoliday(tx, id);
        if (!before || !(await repository.deleteHoliday(tx, id))) throw notFound('holidays.notFound');
        await recordAudit(tx, user, auditOf('remove', before, before, null));
      });
    },
  };
}
