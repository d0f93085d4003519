// `BENCH_ROOMS=2000 npm run bench`: the large data set, added with set-based SQL (generate_series)
// rather than single inserts, in one session per core (see addBookings).
import { availableParallelism } from 'node:os';
import { LOCATIONS } from '@portal/contracts';
import pg from 'pg';

export interface LargeDataSet {
  rooms: number;
  bookings: number;
}

/** What the bench reports of the load: the counts, and the seconds the bookings took. */
export interface LoadedDataSet extends LargeDataSet {
  sessions: number;
  insertSeconds: number;
  /** Adding the foreign keys and secondary indexes back (see withoutReferencesAndIndexes). */
  checkSeconds: number;
}

/** Every leaf of the location tree (building, or building floor), so rooms pass the list's checks. */
function locationLeaves() {
  const leaves: { city: string; building: string; floor: string | null }[] = [];
  for (const city of LOCATIONS) {
    for (const building of city.children ?? []) {
      const floors = building.children?.map((floor) => floor.value) ?? [null];
      for (const floor of floors) leaves.push({ city: city.value, building: building.value, floor });
    }
  }
  return leaves;
}

/**
 * Adds `rooms` rooms spread over every location, each with `bookings / rooms` one-hour bookings,
 * five a day (08:00, 10:00, … 16:00 company time) on consecutive days centred on today, so any
 * day near today shows a full list. Bookers are the seeded employees, in turn.
 */
export async function addLargeDataSet(
  databaseUrl: string,
  schema: string,
  wanted: LargeDataSet,
): Promise<LoadedDataSet> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}", public`);
    const leaves = locationLeaves();
    const before = await client.query<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM rooms');
    const firstNewRoom = (before.rows[0]?.max ?? 0) + 1;
    await client.query(
      `INSERT INTO rooms (name, capacity, devices, city, building, floor)
       SELECT 'P' || g || ' 压测室', 4 + (g % 12) * 2, ARRAY['电视', '白板', '视频'],
              ($1::text[])[1 + g % $4], ($2::text[])[1 + g % $4], ($3::text[])[1 + g % $4]
       FROM generate_series(1, $5::int) AS g`,
      [
        leaves.map((leaf) => leaf.city),
        leaves.map((leaf) => leaf.building),
        leaves.map((leaf) => leaf.floor),
        leaves.length,
        wanted.rooms,
      ],
    );
    const perRoom = Math.max(1, Math.round(wanted.bookings / wanted.rooms));
    const days = Math.ceil(perRoom / 5);
    const sessions = availableParallelism();
    const bookingsBefore = await client.query<{ max: number }>(
      'SELECT coalesce(max(id), 0)::int AS max FROM bookings',
    );
    const plan: BookingPlan = {
      firstNewRoom,
      rooms: wanted.rooms,
      perRoom,
      daysBefore: Math.floor(days / 2),
      firstBookingId: (bookingsBefore.rows[0]?.max ?? 0) + 1,
    };
    const timing = await withoutReferencesAndIndexes(client, () =>
      addBookings(databaseUrl, schema, sessions, plan),
    );
    await client.query(
      `SELECT setval(pg_get_serial_sequence('bookings', 'id'), (SELECT max(id) FROM bookings))`,
    );
    await client.query('ANALYZE rooms; ANALYZE bookings');
    const counts = await client.query<{ rooms: number; bookings: number }>(
      'SELECT (SELECT count(*) FROM rooms)::int AS rooms, (SELECT count(*) FROM bookings)::int AS bookings',
    );
    return { ...(counts.rows[0] as LargeDataSet), sessions, ...timing };
  } finally {
    await client.end();
  }
}

/**
 * The bookings of the new rooms, `sessions` inserts at once, each of a share of the rooms. The
 * exclusion constraint stays, so every booking is checked as it goes in: PostgreSQL searches the
 * constraint's GiST index for an overlap, and that search is most of the cost however the rows
 * arrive. Dropping the constraint and adding it back after a bare insert builds the index and then
 * makes the same search per row, in one process (65 s for two million on a quiet 2-core box); one
 * session per core shares it out (42 s), where a single statement with every check in place took
 * 100 s, and on a busy box had written half after six minutes. Room by room rather than day by
 * day, because a GiST index of the same rows fills in about two thirds of the time when an hour's
 * range does not repeat once per room in a row.
 */
interface BookingPlan {
  firstNewRoom: number;
  rooms: number;
  perRoom: number;
  /** The first bookings are this many days before today. */
  daysBefore: number;
  firstBookingId: number;
}

async function addBookings(databaseUrl: string, schema: string, sessions: number, plan: BookingPlan) {
  const insertShare = async (share: number) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`SET search_path TO "${schema}", public`);
      // Ids are numbered day by day whichever session inserts the booking, as a single statement
      // numbered them: the answers list the ids, so their bytes (and compressed sizes) stay the
      // same from run to run.
      await client.query(
        `INSERT INTO bookings (id, room_id, user_id, starts_at, ends_at)
         SELECT $6 + k * $7 + r.n, r.id, u.ids[1 + (r.id + k) % cardinality(u.ids)],
                t.starts, t.starts + interval '1 hour'
         FROM (
           SELECT id, n FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM rooms WHERE id >= $1)
           AS numbered WHERE n % $4 = $5
         ) AS r
         CROSS JOIN (SELECT array_agg(id) AS ids FROM users) AS u
         CROSS JOIN generate_series(0, $2::int - 1) AS k
         CROSS JOIN LATERAL (
           SELECT ((current_date - $3::int + k / 5) + make_interval(hours => 8 + 2 * (k % 5)))
                  AT TIME ZONE 'Asia/Shanghai' AS starts
         ) AS t
         ORDER BY r.id, k`,
        [plan.firstNewRoom, plan.perRoom, plan.daysBefore, sessions, share, plan.firstBookingId, plan.rooms],
      );
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: sessions }, (_, share) => insertShare(share)));
}

/**
 * Runs `insert` with the bookings table's foreign keys and secondary (btree) indexes dropped, then
 * adds each back as it was defined. Checked and updated per row they cost a fifth of the insert
 * (51 s against 42 s); added back, a couple of seconds, and adding a foreign key back checks every
 * row, so a dangling reference still fails the bench.
 */
async function withoutReferencesAndIndexes(client: pg.Client, insert: () => Promise<unknown>) {
  const foreignKeys = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = 'bookings'::regclass AND contype = 'f'`,
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `SELECT index.relname AS name, pg_get_indexdef(index.oid) AS definition
     FROM pg_index JOIN pg_class AS index ON index.oid = pg_index.indexrelid
     WHERE pg_index.indrelid = 'bookings'::regclass
       AND NOT EXISTS (SELECT FROM pg_constraint WHERE conindid = pg_index.indexrelid)`,
  );
  for (const { name } of foreignKeys.rows) {
    await client.query(`ALTER TABLE bookings DROP CONSTRAINT "${name}"`);
  }
  for (const { name } of indexes.rows) await client.query(`DROP INDEX "${name}"`);
  const insertStarted = Date.now();
  await insert();
  const checkStarted = Date.now();
  for (const { definition } of indexes.rows) await client.query(definition);
  for (const { name, definition } of foreignKeys.rows) {
    await client.query(`ALTER TABLE bookings ADD CONSTRAINT "${name}" ${definition}`);
  }
  return {
    insertSeconds: (checkStarted - insertStarted) / 1000,
    checkSeconds: (Date.now() - checkStarted) / 1000,
  };
}
