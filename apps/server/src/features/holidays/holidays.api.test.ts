import type { Holiday, HolidayInput, HolidayYear } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type Caller, envelope, signIn, useTestServer } from '../../../test/support.ts';
import { OFFICIAL_HOLIDAYS, seedHolidays } from '../../seed/holidays.ts';
import { HOLIDAY_RIGHT } from './policy.ts';
import { holidays } from './schema.ts';
import { createHoliday } from './test-factories.ts';

const server = useTestServer();
const db = () => server.database.db;

const signInWith = async (roles: string[]) => signIn(server, await createUser(db(), { roles }));
const editor = () => signInWith([HOLIDAY_RIGHT]);
const employee = () => signInWith([]);

/** Each test works in a year of its own, so tests never see each other's holidays. */
let nextYear = 2040;
const freshYear = () => nextYear++;

const entry = (year: number, overrides: Partial<HolidayInput> = {}): HolidayInput => ({
  year,
  nameZh: '国庆节',
  nameEn: 'National Day',
  startsOn: `${year}-10-01`,
  endsOn: `${year}-10-07`,
  workdays: [`${year}-09-28`, `${year}-10-10`],
  ...overrides,
});

const yearOf = async (caller: Caller, year: number) =>
  envelope<HolidayYear>(await caller.get('/holiday/year', { year })).data;

const holidaysIn = async (year: number) =>
  (await db().select({ count: count() }).from(holidays).where(eq(holidays.year, year)))[0]?.count;

describe('GET /holiday/year', () => {
  it('answers the seeded notices of 2025 and 2026 exactly, and nothing for 2027', async () => {
    await seedHolidays(db());
    const caller = await employee();
    for (const year of [2025, 2026]) {
      const answer = await yearOf(caller, year);
      expect(answer.holidays.map(({ id: _, year: __, ...rest }) => rest)).toEqual(OFFICIAL_HOLIDAYS[year]);
    }
    const spring2026 = (await yearOf(caller, 2026)).holidays.find((holiday) => holiday.nameZh === '春节');
    expect(spring2026).toMatchObject({
      startsOn: '2026-02-15',
      endsOn: '2026-02-23',
      workdays: ['2026-02-14', '2026-02-28'],
    });
    expect(await yearOf(caller, 2027)).toEqual({ year: 2027, holidays: [] });
  });

  it('refuses a year outside 2000–2100 or not a year', async () => {
    const caller = await employee();
    for (const year of ['1999', '2101', '2026.5', 'abc', '99999999999999999999']) {
      const response = await caller.get('/holiday/year', { year });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).error).toBe('holidays.yearRange');
    }
  });
});

describe('the holiday right in GET /rights/mine', () => {
  it('is named for holders of the holiday right and administrators only', async () => {
    const answers = [];
    for (const roles of [[HOLIDAY_RIGHT], ['admin'], [], ['software:publish', 'rotation:import']]) {
      const rights = envelope<string[]>(await (await signInWith(roles)).get('/rights/mine')).data;
      answers.push(rights.includes(HOLIDAY_RIGHT));
    }
    expect(answers).toEqual([true, true, false, false]);
  });
});

describe('writing holidays', () => {
  it('an editor adds, changes and removes a holiday with its workdays', async () => {
    const year = freshYear();
    const caller = await editor();
    const created = envelope<Holiday>(await caller.post('/holiday/create', entry(year))).data;
    expect(created).toMatchObject({ year, nameZh: '国庆节', workdays: [`${year}-09-28`, `${year}-10-10`] });

    const changed = envelope<Holiday>(
      await caller.post('/holiday/update', {
        ...entry(year, { endsOn: `${year}-10-08`, workdays: [`${year}-10-11`] }),
        id: created.id,
      }),
    ).data;
    expect(changed).toMatchObject({ id: created.id, endsOn: `${year}-10-08`, workdays: [`${year}-10-11`] });
    expect((await yearOf(caller, year)).holidays).toEqual([changed]);

    expect(envelope(await caller.post('/holiday/remove', { id: created.id })).code).toBe(1);
    expect((await yearOf(caller, year)).holidays).toEqual([]);
  });

  it('refuses employees without the right, and changes nothing', async () => {
    const year = freshYear();
    const existing = await createHoliday(db(), { year, startsOn: `${year}-05-01`, endsOn: `${year}-05-05` });
    const caller = await signInWith(['software:publish']);
    for (const [url, body] of [
      ['/holiday/create', entry(year)],
      ['/holiday/update', { ...entry(year), id: existing.id }],
      ['/holiday/remove', { id: existing.id }],
    ] as const) {
      const response = await caller.post(url, body);
      expect(response.statusCode).toBe(403);
      expect(envelope(response).error).toBe('auth.forbidden');
    }
    expect(await holidaysIn(year)).toBe(1);
  });

  it.each([
    ['ends before it starts', { startsOn: '2050-10-07', endsOn: '2050-10-01' }, 'holidays.order'],
    ['longer than 31 days', { startsOn: '2050-01-01', endsOn: '2050-02-01' }, 'holidays.tooLong'],
    ['outside its year', { startsOn: '2051-10-01', endsOn: '2051-10-02' }, 'holidays.outsideYear'],
    ['no such day', { startsOn: '2050-02-30', endsOn: '2050-03-01' }, 'date.format'],
    ['a workday inside it', { workdays: ['2050-10-03'] }, 'holidays.workdayInHoliday'],
    ['a workday twice', { workdays: ['2050-09-28', '2050-09-28'] }, 'holidays.workdayRepeated'],
    ['a workday far away', { workdays: ['2050-01-02'] }, 'holidays.workdayFar'],
    [
      'six workdays',
      { workdays: ['2050-09-20', '2050-09-21', '2050-09-27', '2050-09-28', '2050-10-10', '2050-10-11'] },
      'holidays.tooManyWorkdays',
    ],
    ['an empty name', { nameZh: '  ' }, 'holidays.nameRequired'],
    ['a long name', { nameEn: 'x'.repeat(51) }, 'holidays.nameTooLong'],
    ['a NUL byte', { nameZh: '国庆\u0000' }, 'request.nulByte'],
    ['a huge year', { year: 2_147_483_648 }, 'holidays.yearRange'],
  ] as const)('refuses a holiday with %s', async (_, overrides, error) => {
    const response = await (await editor()).post('/holiday/create', { ...entry(2050), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).error).toBe(error);
    expect(await holidaysIn(2050)).toBe(0);
  });

  it('refuses overlapping holidays and a workday another holiday has or lies in', async () => {
    const year = freshYear();
    await createHoliday(db(), { year, startsOn: `${year}-05-01`, endsOn: `${year}-05-05` }, [
      `${year}-04-27`,
    ]);
    const caller = await editor();
    const cases = [
      [{ startsOn: `${year}-05-05`, endsOn: `${year}-05-06`, workdays: [] }, 'holidays.overlap'],
      [
        { startsOn: `${year}-05-10`, endsOn: `${year}-05-11`, workdays: [`${year}-05-03`] },
        'holidays.workdayInHoliday',
      ],
      [{ startsOn: `${year}-04-26`, endsOn: `${year}-04-28`, workdays: [] }, 'holidays.workdayInHoliday'],
      [
        { startsOn: `${year}-05-10`, endsOn: `${year}-05-11`, workdays: [`${year}-04-27`] },
        'holidays.workdayTaken',
      ],
    ] as const;
    for (const [overrides, error] of cases) {
      const response = await caller.post(
        '/holiday/create',
        entry(year, { ...overrides, workdays: [...overrides.workdays] }),
      );
      expect(response.statusCode).toBe(409);
      expect(envelope(response).error).toBe(error);
    }
    expect(await holidaysIn(year)).toBe(1);
  });

  it('answers 404 for an unknown holiday, and 400 for ids out of range', async () => {
    const caller = await editor();
    const missing = await caller.post('/holiday/update', { ...entry(freshYear()), id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).error).toBe('holidays.notFound');
    const removed = await caller.post('/holiday/remove', { id: 2_000_000_000 });
    expect(envelope(removed).error).toBe('holidays.notFound');
    const huge = await caller.post('/holiday/remove', { id: 2_147_483_648 });
    expect(huge.statusCode).toBe(400);
    expect(envelope(huge).error).toBe('request.idRange');
  });
});
