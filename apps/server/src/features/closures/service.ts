import type { Closure, ClosureHit, ClosureRoom } from '@portal/contracts';
import { CLOSURE_MAX_DAYS } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { TimeSpan } from '../../lib/company-time.ts';
import { recordAudit } from '../audit/index.ts';
import { findActiveBookingsDuring, queueRoomBookingWriters } from '../bookings/index.ts';
import {
  type ClosureRecord,
  deleteClosure,
  findClosuresAhead,
  findRoom,
  findRoomsWithClosuresAhead,
  insertClosure,
} from '../rooms/index.ts';
import { type BookingHit, createRoomBookingsCanceller } from './cancel-room-bookings.ts';
import { canCloseRooms } from './policy.ts';

const DAY_MS = 86_400_000;

/** A closure as the console asks for it, on the company clock. */
export interface ClosureInput {
  roomId: number;
  startTime: string;
  endTime: string;
}

export function createClosuresService(ctx: AppContext) {
  const { db, clock, changes } = ctx;
  const cancelRoomBookings = createRoomBookingsCanceller(ctx);

  const requireEditor = (user: SessionUser) => {
    if (!canCloseRooms(user)) throw forbidden();
  };

  const closureOf = (row: ClosureRecord): Closure => ({
    id: row.id,
    roomId: row.roomId,
    startTime: clock.format(row.startsAt),
    endTime: clock.format(row.endsAt),
    reason: row.reason,
  });

  const hitOf = (row: BookingHit): ClosureHit => ({
    bookingId: row.id,
    meetingName: row.meetingName ?? '',
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    startTime: clock.format(row.startsAt),
    endTime: clock.format(row.endsAt),
  });

  /**
   * The closure's span, checked, and the part of it still to come: bookings that already ended
   * are history and are never cancelled; one under way is (the room is closed from now).
   */
  const spansOf = (input: ClosureInput): { closure: TimeSpan; ahead: TimeSpan } => {
    const start = clock.parse(input.startTime);
    const end = clock.parse(input.endTime);
    if (!start || !end) throw badRequest('time.format');
    if (end <= start) throw badRequest('closures.order');
    if (end.getTime() - start.getTime() > CLOSURE_MAX_DAYS * DAY_MS) throw badRequest('closures.tooLong');
    const now = clock.now();
    if (end <= now) throw badRequest('closures.ended');
    return { closure: { start, end }, ahead: { start: start > now ? start : now, end } };
  };

  const roomOf = async (roomId: number) => {
    const room = await findRoom(db, roomId);
    if (!room) throw notFound('room.notFound');
    return room;
  };

  return {
    async rooms(user: SessionUser): Promise<ClosureRoom[]> {
      requireEditor(user);
      return findRoomsWithClosuresAhead(db, clock.now());
    },

    async list(user: SessionUser, roomId: number): Promise<Closure[]> {
      requireEditor(user);
      await roomOf(roomId);
      return (await findClosuresAhead(db, roomId, clock.now())).map(closureOf);
    },

    /** The bookings a closure would cancel, before it is made. */
    async preview(user: SessionUser, input: ClosureInput): Promise<ClosureHit[]> {
      requireEditor(user);
      const { ahead } = spansOf(input);
      await roomOf(input.roomId);
      return (await findActiveBookingsDuring(db, input.roomId, ahead)).map(hitOf);
    },

    /**
     * Closes the room: in one transaction, queued behind the room's other booking writers so no
     * booking slips in, the closure is written, the bookings it hits are cancelled with their
     * meetings (everyone concerned is told, by mail too when it is configured), each owner gets a
     * bell message with the reason, and the audit trail records it.
     */
    async create(user: SessionUser, input: ClosureInput & { reason: string }) {
      requireEditor(user);
      const spans = spansOf(input);
      const room = await roomOf(input.roomId);
      return changes.transaction(db, async (tx) => {
        await queueRoomBookingWriters(tx, room.id);
        const created = await insertClosure(tx, {
          roomId: room.id,
          startsAt: spans.closure.start,
          endsAt: spans.closure.end,
          reason: input.reason,
        });
        const closure = closureOf(created);
        const hits = await cancelRoomBookings(tx, user, room.id, spans.ahead, (language) => ({
          title: translate('closures.notice.title', language, { room: room.name }),
          content: translate('closures.notice.content', language, {
            start: closure.startTime,
            end: closure.endTime,
            reason: input.reason,
          }),
        }));
        const cancelled = hits.map(hitOf);
        await recordAudit(tx, user, {
          module: 'rooms',
          action: 'create',
          subjectType: 'closure',
          subjectId: created.id,
          subjectLabel: `${room.name} ${closure.startTime} – ${closure.endTime}`,
          before: null,
          after: { ...closure, room: room.name, cancelledBookings: cancelled.map((hit) => hit.bookingId) },
        });
        return { closure, cancelled };
      });
    },

    /** Opens the room again; bookings the closure cancelled stay cancelled. */
    async remove(user: SessionUser, id: number): Promise<void> {
      requireEditor(user);
      await changes.transaction(db, async (tx) => {
        const removed = await deleteClosure(tx, id);
        if (!removed) throw notFound('closures.notFound');
        const room = await findRoom(tx, removed.roomId);
        const closure = closureOf(removed);
        await recordAudit(tx, user, {
          module: 'rooms',
          action: 'remove',
          subjectType: 'closure',
          subjectId: id,
          subjectLabel: `${room?.name ?? removed.roomId} ${closure.startTime} – ${closure.endTime}`,
          before: { ...closure, room: room?.name ?? '' },
          after: null,
        });
      });
    },
  };
}
