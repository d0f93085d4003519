/** Writes remembered by their Idempotency-Key, and the `idempotency_keys` table it owns. */
export { createIdempotencyService } from './service.ts';
