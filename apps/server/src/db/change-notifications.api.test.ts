import type { Room } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createRoom } from '../../test/factories.ts';
import {
  type Caller,
  callerOn,
  envelope,
  eventually,
  signIn,
  type TestServer,
  useSecondTestServer,
  useTestServer,
} from '../../test/support.ts';
import { companyTimes } from '../features/bookings/test-times.ts';

const server = useTestServer();
const otherServer = useSecondTestServer(server);
const { at, wholeDay } = companyTimes(server);
const CURRENT_USER = '/new/api/oa/portal/getCurrentUser';

/**
 * A statement typed by an administrator, past every service: on PostgreSQL from a connection of
 * its own (as psql would), on PGlite through the one embedded engine.
 */
async function plainSql(on: TestServer, text: string, params: unknown[]) {
  if (!on.databaseUrl) {
    await on.database.db.execute(
      sql.raw(text.replace(/\$(\d+)/g, (_whole, index) => literal(params, index))),
    );
    return;
  }
  const client = new pg.Client({ connectionString: on.databaseUrl });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** PGlite's `execute` takes no parameters here: quote them as SQL literals. */
function literal(params: unknown[], index: string) {
  const value = params[Number(index) - 1];
  if (typeof value === 'number') return String(value);
  const textValue = value instanceof Date ? value.toISOString() : String(value);
  return `'${textValue.replaceAll("'", "''")}'`;
}

async function roomOn(caller: Caller, roomId: number, day: number): Promise<Room | undefined> {
  const response = await caller.post('/meeting/room/list', wholeDay(day));
  expect(response.statusCode).toBe(200);
  return envelope<Room[]>(response).data.find((room) => room.id === roomId);
}

describe('the database announces every change a cache depends on (triggers, LISTEN/NOTIFY)', () => {
  it('shows a room and its closures edited with plain SQL on another server', async () => {
    const room = await createRoom(server.database.db, { name: '原名' });
    const onB = callerOn(otherServer, await signIn(server));
    // Server B caches the day first; without the triggers it would keep it for a minute.
    await eventually(async () => expect((await roomOn(onB, room.id, 5))?.name).toBe('原名'));

    await plainSql(server, 'UPDATE rooms SET name = $1 WHERE id = $2', ['新名', room.id]);
    await eventually(async () => expect((await roomOn(onB, room.id, 5))?.name).toBe('新名'));

    await plainSql(
      server,
      'INSERT INTO room_closures (room_id, starts_at, ends_at, reason) VALUES ($1, $2, $3, $4)',
      [room.id, at(5, '14:00'), at(5, '16:00'), '装修'],
    );
    await eventually(async () =>
      expect((await roomOn(onB, room.id, 5))?.closures.map((closure) => closure.reason)).toEqual(['装修']),
    );

    await plainSql(server, 'UPDATE room_closures SET reason = $1 WHERE room_id = $2', ['设备检修', room.id]);
    await eventually(async () =>
      expect((await roomOn(onB, room.id, 5))?.closures.map((closure) => closure.reason)).toEqual([
        '设备检修',
      ]),
    );

    await plainSql(server, 'DELETE FROM room_closures WHERE room_id = $1', [room.id]);
    await eventually(async () => expect((await roomOn(onB, room.id, 5))?.closures).toEqual([]));
  });

  it("follows a user's roles changed with plain SQL in another server's session cache", async () => {
    const onA = await signIn(server);
    const onB = callerOn(otherServer, onA);
    expect(envelope<{ roles: string[] }>(await onB.get(CURRENT_USER)).data.roles).toEqual([]);

    await plainSql(server, "UPDATE users SET roles = '{admin}' WHERE id = $1", [onA.user.id]);
    await eventually(async () =>
      expect(envelope<{ roles: string[] }>(await onB.get(CURRENT_USER)).data.roles).toEqual(['admin']),
    );
  });

  it('signs out everywhere when a session is deleted with plain SQL', async () => {
    const onA = await signIn(server);
    const onB = callerOn(otherServer, onA);
    expect((await onB.get(CURRENT_USER)).statusCode).toBe(200);

    await plainSql(server, 'DELETE FROM sessions WHERE user_id = $1', [onA.user.id]);
    await eventually(async () => expect(envelope(await onB.get(CURRENT_USER)).code).toBe('302'));
    expect(envelope(await onA.get(CURRENT_USER)).code).toBe('302');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('connections PostgreSQL ends', () => {
  it('are replaced: the server goes on answering after its idle connections are terminated', async () => {
    const caller = await signIn(server);
    expect((await caller.get(CURRENT_USER)).statusCode).toBe(200);

    await plainSql(
      server,
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = $1',
      ['idle'],
    );
    await eventually(async () => expect(envelope(await caller.get(CURRENT_USER)).code).toBe(1));
  });
});
