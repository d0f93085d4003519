import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { WriteReplay } from '../../http/replay.ts';
import { claimKey, findKey, purgeExpiredKeys, releaseKey, storeAnswer } from './repository.ts';

/** How long a duplicate waits for the first request before answering 409. */
const WAIT_STEP_MS = 100;
const WAIT_STEPS = 50;
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Runs each (user, Idempotency-Key) write once (docs/security.md): a repeat with the same request
 * gets the stored answer, a repeat with another request 422, and a repeat while the first still
 * runs waits for it (409 after five seconds). A failed write is forgotten, so a retry runs again.
 * The answer is stored after the write commits; a server stopping between the two leaves the key
 * pending, and its retries answer 409 until the key expires rather than writing twice.
 */
export function createIdempotencyService(ctx: AppContext): WriteReplay {
  const { db } = ctx;
  let purgedAt = 0;

  async function purgeNowAndThen() {
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    await purgeExpiredKeys(db);
  }

  return {
    async once(userId, key, fingerprint, write) {
      await purgeNowAndThen();
      for (let step = 0; step <= WAIT_STEPS; step++) {
        if (await claimKey(db, userId, key, fingerprint)) {
          let data: unknown;
          try {
            data = await write();
          } catch (error) {
            await releaseKey(db, userId, key);
            throw error;
          }
          await storeAnswer(db, userId, key, data ?? null);
          return data;
        }
        const held = await findKey(db, userId, key);
        if (held && held.fingerprint !== fingerprint) throw new AppError('request.idempotencyKeyReused', 422);
        if (held?.answer) return held.answer.data;
        // Still running (or just released by a failure: the next round claims it).
        if (held) await sleep(WAIT_STEP_MS);
      }
      throw new AppError('request.idempotencyPending', 409);
    },
  };
}
