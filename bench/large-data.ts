// `BENCH_ROOMS=2000 npm run bench`: the large data set, added with set-based SQL (generate_series)
// so two million bookings take a minute or two rather than hours of single inserts.
import { LOCATIONS } from '@portal/contracts';
import pg from 'pg';

export interface LargeDataSet {
  rooms: number;
  bookings: number;
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
export async function addLargeDataSet(databaseUrl: string, schema: string, wanted: LargeDataSet) {
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
    await client.query(
      `INSERT INTO bookings (room_id, user_id, starts_at, ends_at)
       SELECT r.id, u.ids[1 + (r.id + k) % cardinality(u.ids)], t.starts, t.starts + interval '1 hour'
       FROM (SELECT id FROM rooms WHERE id >= $1) AS r
       CROSS JOIN (SELECT array_agg(id) AS ids FROM users) AS u
       CROSS JOIN generate_series(0, $2::int - 1) AS k
       CROSS JOIN LATERAL (
         SELECT ((current_date - $3::int + k / 5) + make_interval(hours => 8 + 2 * (k % 5)))
                AT TIME ZONE 'Asia/Shanghai' AS starts
       ) AS t`,
      [firstNewRoom, perRoom, Math.floor(days / 2)],
    );
    await client.query('ANALYZE rooms; ANALYZE bookings');
    const counts = await client.query<{ rooms: number; bookings: number }>(
      'SELECT (SELECT count(*) FROM rooms)::int AS rooms, (SELECT count(*) FROM bookings)::int AS bookings',
    );
    return counts.rows[0] as LargeDataSet;
  } finally {
    await client.end();
  }
}
