import autocannon from 'autocannon';

const CLIENTS = 200;
const ATTEMPTS = 4000;
const ROOMS = 10;

export interface StormResult {
  attempts: number;
  successes: number;
  conflicts: number;
  otherErrors: number;
  attemptsPerSecond: number;
  overlaps: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A random booking on the half-hour grid: one of 10 rooms, the next 1–5 days, 30 min to 2 h. */
function randomBooking() {
  const day = new Date(Date.now() + 8 * 3_600_000 + (1 + Math.floor(Math.random() * 5)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const startSlot = 16 + Math.floor(Math.random() * 26); // 08:00 … 20:30
  const length = 1 + Math.floor(Math.random() * 4);
  const time = (slot: number) => `${day} ${pad(Math.floor(slot / 2))}:${slot % 2 ? '30' : '00'}:00`;
  return {
    name: '压测会议',
    roomId: 1 + Math.floor(Math.random() * ROOMS),
    startTime: time(startSlot),
    endTime: time(startSlot + length),
    attendees: [],
    content: '',
    attachment: '',
  };
}

/** 200 concurrent clients try random slots; afterwards SQL counts overlapping active bookings (must be 0). */
export async function bookingStorm(
  port: number,
  headers: Record<string, string>,
  countOverlaps: () => Promise<number>,
): Promise<StormResult> {
  const counts = { successes: 0, conflicts: 0, otherErrors: 0 };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/meeting/create`,
    connections: CLIENTS,
    amount: ATTEMPTS,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(randomBooking()) }),
        onResponse: (status) => {
          if (status === 200) counts.successes++;
          else if (status === 409) counts.conflicts++;
          else counts.otherErrors++;
        },
      },
    ],
  });
  const overlaps = await countOverlaps();
  return {
    attempts: result.requests.total,
    ...counts,
    attemptsPerSecond: result.requests.total / (result.duration || 1),
    overlaps,
  };
}
