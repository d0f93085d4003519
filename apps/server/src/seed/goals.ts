import type { Objective } from '@portal/contracts';
import type { Transaction } from '../db/client.ts';
import { periodOf } from '../features/goals/index.ts';
import { goalSheets } from '../features/goals/schema.ts';
import { users } from '../features/people/schema.ts';
import type { CompanyClock } from '../lib/company-time.ts';
import { GROWTH, RETURN_COMMENTS, templatesOf, WEIGHT_SPLITS } from './goal-objectives.ts';
import { type Random, seededRandom } from './random.ts';

type Status = 'draft' | 'submitted' | 'approved' | 'returned';

/**
 * What the demo accounts (by seed index) find in the current half year: the administrator's inbox
 * holds account 4's submitted goals, account 1's holds account 3's; account 2 has written none yet
 * (the goals E2E writes them). Who reports to whom is the directory's (seed/directory.ts).
 */
const DEMO_STATUSES: Record<number, Status | null> = {
  0: null,
  1: 'approved',
  2: null,
  3: 'submitted',
  4: 'submitted',
  5: 'returned',
};

const DAY_MS = 86_400_000;

function objectivesFor(random: Random, department: string): Objective[] {
  const split = random.pick(WEIGHT_SPLITS);
  const templates = templatesOf(department);
  const offset = random.int(0, templates.length - 1);
  const own = templates.map((_, i) => templates[(i + offset) % templates.length]);
  const chosen = split.length === 3 ? [own[0], own[1], GROWTH] : [own[0], own[1]];
  return chosen.map((template, i) => ({ ...(template as Objective), weight: split[i] as number }));
}

function statusFor(random: Random, index: number): Status | null {
  if (index in DEMO_STATUSES) return DEMO_STATUSES[index] ?? null;
  const roll = random.next();
  if (roll < 0.35) return 'submitted';
  if (roll < 0.6) return 'approved';
  if (roll < 0.68) return 'returned';
  if (roll < 0.85) return 'draft';
  return null;
}

/** One sheet's row: dates, decider and comment as its status needs them. */
function sheetRow(
  random: Random,
  sheet: {
    ownerId: number;
    supervisorId: number;
    period: string;
    status: Status;
    department: string;
    now: Date;
  },
) {
  const daysAgo = (days: number) => new Date(sheet.now.getTime() - days * DAY_MS);
  const submittedDays = random.int(4, 20);
  const decidedDays = random.int(1, submittedDays - 1);
  const decided = sheet.status === 'approved' || sheet.status === 'returned';
  return {
    ownerId: sheet.ownerId,
    period: sheet.period,
    status: sheet.status,
    revision: { draft: 1, submitted: 2, approved: 3, returned: 3 }[sheet.status],
    objectives: objectivesFor(random, sheet.department),
    returnComment: sheet.status === 'returned' ? random.pick(RETURN_COMMENTS) : null,
    submittedAt: sheet.status === 'draft' ? null : daysAgo(submittedDays),
    decidedAt: decided ? daysAgo(decidedDays) : null,
    decidedBy: decided ? sheet.supervisorId : null,
    createdAt: daysAgo(submittedDays + 1),
    updatedAt: daysAgo(decided ? decidedDays : sheet.status === 'draft' ? 1 : submittedDays),
  };
}

/**
 * Goal sheets for the directory's reporting lines (seeded before them): the current half year in
 * every status, the one before approved. Its own random sequence, so other demo data stays as it was.
 */
export async function seedGoals({
  tx,
  clock,
  userIds,
  employees,
}: {
  tx: Transaction;
  clock: CompanyClock;
  userIds: number[];
  employees: { department: string }[];
}) {
  const random = seededRandom(20_260_701);
  const directory = await tx.select({ id: users.id, supervisorId: users.supervisorId }).from(users);
  const supervisorOf = new Map(directory.map((row) => [row.id, row.supervisorId]));

  const now = clock.now();
  const current = periodOf(clock.today());
  const previous = periodOf(clock.format(new Date(now.getTime() - 183 * DAY_MS), 'YYYY-MM-DD'));
  const rows = employees.flatMap((employee, index) => {
    const ownerId = userIds[index] as number;
    const supervisorId = supervisorOf.get(ownerId);
    if (!supervisorId) return [];
    const base = { ownerId, supervisorId, department: employee.department };
    const sheets = [];
    const status = statusFor(random, index);
    if (status) sheets.push(sheetRow(random, { ...base, period: current, status, now }));
    if (random.next() < 0.8) {
      const earlier = new Date(now.getTime() - 150 * DAY_MS);
      sheets.push(sheetRow(random, { ...base, period: previous, status: 'approved', now: earlier }));
    }
    return sheets;
  });
  await tx.insert(goalSheets).values(rows);
}
