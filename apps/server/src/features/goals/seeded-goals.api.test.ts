import { type GoalSheetSummary, type MyGoalSheet, objectives } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, useTestServer } from '../../../test/support.ts';
import { seed } from '../../seed/seed.ts';
import { users } from '../people/schema.ts';
import { periodOf } from './periods.ts';
import { goalSheets } from './schema.ts';

const server = useTestServer();
const db = () => server.database.db;

beforeAll(async () => {
  await seed(db(), {
    now: new Date(),
    timeZone: server.app.ctx.config.timeZone,
    storage: server.app.ctx.storage,
  });
}, 120_000);

/** The demo sign-on page lists the first accounts; the first is the administrator. */
const demoAccounts = () => db().select().from(users).orderBy(asc(users.id)).limit(6);

describe('demo goals', () => {
  it('gives the administrator, a supervisor, submitted goals of the demo accounts to approve', async () => {
    const [admin, first, second, third, fourth] = await demoAccounts();
    const caller = await signIn(server, admin);
    const inbox = envelope<GoalSheetSummary[]>(await caller.get('/otkr/approvals')).data;
    const waiting = inbox.filter((item) => item.status === 'submitted');
    expect(waiting.length).toBeGreaterThan(3);
    expect(waiting.map((item) => item.owner.email)).toContain(fourth?.email);
    expect(new Set(inbox.map((item) => item.status))).toEqual(new Set(['submitted', 'approved', 'returned']));
    // The fourth account reports to the administrator, the third to the first, who has its goals
    // waiting; the second has written nothing this half year.
    expect(fourth?.supervisorId).toBe(admin?.id);
    expect(third?.supervisorId).toBe(first?.id);
    const firstInbox = envelope<GoalSheetSummary[]>(
      await (await signIn(server, first)).get('/otkr/approvals'),
    );
    expect(firstInbox.data.map((item) => [item.owner.email, item.status])).toContainEqual([
      third?.email,
      'submitted',
    ]);
    const mine = envelope<MyGoalSheet>(
      await (await signIn(server, second)).get('/otkr/my', {
        period: periodOf(server.app.ctx.clock.today()),
      }),
    ).data;
    expect(mine).toMatchObject({ sheet: null, supervisor: { email: admin?.email } });
  });

  it('seeds only goals the contract accepts, decided by the owner’s real supervisor', async () => {
    const sheets = await db().select().from(goalSheets);
    const directory = await db().select({ id: users.id, supervisorId: users.supervisorId }).from(users);
    const supervisorOf = new Map(directory.map((row) => [row.id, row.supervisorId]));
    expect(sheets.length).toBeGreaterThan(200);
    for (const sheet of sheets) {
      expect(objectives.safeParse(sheet.objectives).success).toBe(true);
      if (sheet.decidedBy !== null) expect(sheet.decidedBy).toBe(supervisorOf.get(sheet.ownerId));
    }
  });
});
