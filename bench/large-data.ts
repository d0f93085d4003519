// `BENCH_ROOMS=2000 npm run bench`: the large data set, added with set-based SQL (generate_series)
// rather than single inserts, into a table whose checks are rebuilt once afterwards (see
// withoutBookingChecks).
import { LOCATIONS } from '@portal/contracts';
import pg from 'pg';

export interface LargeDataSet {
  rooms: number;
  bookings: number;
}

/** What the bench reports of the load: the counts, and seconds spent inserting and re-checking. */
export interface LoadedDataSet extends LargeDataSet {
  insertSeconds: number;
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
    // Room by room: the GiST index of the exclusion constraint (range first, then room) is built
    // from these rows in about two thirds of the time it takes day by day, where each hour's range
    // repeats once per room (35 s against 53 s for two million on a busy box).
    const timing = await withoutBookingChecks(client, () =>
      client.query(
        `INSERT INTO bookings (room_id, user_id, starts_at, ends_at)
         SELECT r.id, u.ids[1 + (r.id + k) % cardinality(u.ids)], t.starts, t.starts + interval '1 hour'
         FROM (SELECT id FROM rooms WHERE id >= $1) AS r
         CROSS JOIN (SELECT array_agg(id) AS ids FROM users) AS u
         CROSS JOIN generate_series(0, $2::int - 1) AS k
         CROSS JOIN LATERAL (
           SELECT ((current_date - $3::int + k / 5) + make_interval(hours => 8 + 2 * (k % 5)))
                  AT TIME ZONE 'Asia/Shanghai' AS starts
         ) AS t
         ORDER BY r.id, k`,
        [firstNewRoom, perRoom, Math.floor(days / 2)],
      ),
    );
    await client.query('ANALYZE rooms; ANALYZE bookings');
    const counts = await client.query<{ rooms: number; bookings: number }>(
      'SELECT (SELECT count(*) FROM rooms)::int AS rooms, (SELECT count(*) FROM bookings)::int AS bookings',
    );
    return { ...(counts.rows[0] as LargeDataSet), ...timing };
  } finally {
    await client.end();
  }
}

/**
 * Runs `insert` on the bookings table without its exclusion constraint, foreign keys and secondary
 * indexes, then adds each back as it was defined, in one transaction. Row by row, each booking went
 * into the constraint's GiST index, was checked against it and against both foreign keys: two
 * million took minutes (on a busy box, half of them after six). Bare, the insert takes seconds;
 * adding the constraint back builds its index once and then checks every row against it, which is
 * most of what is left. That check proves the data set too: overlapping bookings or a dangling
 * reference fail the bench.
 */
async function withoutBookingChecks(client: pg.Client, insert: () => Promise<unknown>) {
  await client.query('BEGIN');
  try {
    const constraints = await client.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = 'bookings'::regclass AND contype IN ('f', 'x')`,
    );
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT index.relname AS name, pg_get_indexdef(index.oid) AS definition
       FROM pg_index JOIN pg_class AS index ON index.oid = pg_index.indexrelid
       WHERE pg_index.indrelid = 'bookings'::regclass
         AND NOT EXISTS (SELECT FROM pg_constraint WHERE conindid = pg_index.indexrelid)`,
    );
    for (const { name } of constraints.rows)
      await client.query(`ALTER TABLE bookings DROP CONSTRAINT "${name}"`);
    for (const { name } of indexes.rows) await client.query(`DROP INDEX "${name}"`);
    const insertStarted = Date.now();
    // The insert's sort and the index builds stay in memory.
    await client.query(`SET LOCAL work_mem = '256MB'`);
    await insert();
    const checkStarted = Date.now();
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes.rows) await client.query(definition);
    for (const { name, definition } of constraints.rows) {
      await client.query(`ALTER TABLE bookings ADD CONSTRAINT "${name}" ${definition}`);
    }
    await client.query('COMMIT');
    return {
      insertSeconds: (checkStarted - insertStarted) / 1000,
      checkSeconds: (Date.now() - checkStarted) / 1000,
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
