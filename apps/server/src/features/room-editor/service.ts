import {
  type EditorRoom,
  type EditorRoomPage,
  type RetireHit,
  ROOM_PHOTO_MAX_BYTES,
  ROOM_PHOTO_TYPES,
  type roomFields,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { violatedConstraint } from '../../lib/constraint-violation.ts';
import { recordAudit } from '../audit/index.ts';
import { findActiveBookingsDuring, queueRoomBookingWriters } from '../bookings/index.ts';
import { type BookingHit, createRoomBookingsCanceller } from '../closures/index.ts';
import { fileContentUrl, findStoredFile } from '../files/index.ts';
import {
  clockOfMinute,
  findRoom,
  findRoomByName,
  findRoomsPage,
  insertRoom,
  lockRoom,
  minuteOfClock,
  type RoomRecord,
  type RoomValues,
  updateRoom,
} from '../rooms/index.ts';
import { canEditRooms, canUsePhoto } from './policy.ts';

type Fields = z.output<typeof roomFields>;
type Reader = Parameters<typeof findRoomByName>[0];
type Transaction = Parameters<typeof lockRoom>[0];

/** Everything from now on: a retired room's bookings still to come (bookings stay within 90 days). */
const FOREVER = new Date(Date.UTC(9999, 11, 31));

/** How a person recognises the room in the trail: its name and building. */
const labelOf = (room: EditorRoom) => `${room.name} · ${room.city} ${room.building}`;

/** The room's fields as the trail records them, before and after a write. */
const auditedRoom = (room: EditorRoom) => {
  const { id: _id, photoUrl: _url, ...fields } = room;
  return fields;
};

export function createRoomEditorService(ctx: AppContext) {
  const { db, clock, changes } = ctx;
  const cancelRoomBookings = createRoomBookingsCanceller(ctx);

  const requireEditor = (user: SessionUser) => {
    if (!canEditRooms(user)) throw forbidden();
  };

  const roomOf = (row: RoomRecord): EditorRoom => ({
    id: row.id,
    name: row.name,
    city: row.city,
    building: row.building,
    floor: row.floor,
    capacity: row.capacity,
    devices: row.devices,
    photoOssKey: row.photoOssKey,
    photoUrl: row.photoOssKey ? fileContentUrl(row.photoOssKey) : '',
    opensAt: clockOfMinute(row.opensMinute),
    closesAt: clockOfMinute(row.closesMinute),
    retiredAt: row.retiredAt ? clock.format(row.retiredAt) : null,
  });

  const hitOf = (row: BookingHit): RetireHit => ({
    bookingId: row.id,
    meetingName: row.meetingName ?? '',
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    startTime: clock.format(row.startsAt),
    endTime: clock.format(row.endsAt),
  });

  /** The photo must be an uploaded JPEG or PNG of at most 5 MB the editor may show everyone. */
  async function checkPhoto(user: SessionUser, ossKey: string | null, currentPhoto: string | null) {
    if (ossKey === null) return;
    const file = await findStoredFile(db, ossKey);
    if (!file || !canUsePhoto(user, file, currentPhoto)) throw badRequest('roomEditor.photoNotFound');
    if (!(ROOM_PHOTO_TYPES as readonly string[]).includes(file.contentType))
      throw badRequest('roomEditor.photoNotImage');
    if (file.size > ROOM_PHOTO_MAX_BYTES) throw badRequest('roomEditor.photoTooLarge');
  }

  async function assertNameFree(reader: Reader, fields: Fields, exceptId?: number) {
    const taken = await findRoomByName(reader, fields);
    if (taken && taken.id !== exceptId) throw conflict('roomEditor.duplicateName');
  }

  const valuesOf = (fields: Fields): RoomValues => ({
    name: fields.name,
    city: fields.city,
    building: fields.building,
    floor: fields.floor,
    capacity: fields.capacity,
    devices: fields.devices,
    photoOssKey: fields.photoOssKey,
    opensMinute: minuteOfClock(fields.opensAt),
    closesMinute: minuteOfClock(fields.closesAt),
  });

  /** Two editors naming rooms alike at once: the unique key decides, with the same refusal. */
  async function refusingDuplicate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error) === 'rooms_building_name_key') throw conflict('roomEditor.duplicateName');
      throw error;
    }
  }

  /** A room locked for this write, or 404. */
  async function lockedRoom(tx: Transaction, id: number) {
    const room = await lockRoom(tx, id);
    if (!room) throw notFound('room.notFound');
    return room;
  }

  return {
    async list(user: SessionUser, query: { keyword: string; pageNo: number; pageSize: number }) {
      requireEditor(user);
      const page = await findRoomsPage(
        db,
        query.keyword,
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return { items: page.items.map(roomOf), totalCount: page.totalCount } satisfies EditorRoomPage;
    },

    /** A new room, bookable at once (the room list hears it through the change feed). */
    async create(user: SessionUser, fields: Fields): Promise<EditorRoom> {
      requireEditor(user);
      await checkPhoto(user, fields.photoOssKey, null);
      await assertNameFree(db, fields);
      return refusingDuplicate(() =>
        changes.transaction(db, async (tx) => {
          const room = roomOf(await insertRoom(tx, valuesOf(fields)));
          await recordAudit(tx, user, {
            module: 'rooms',
            action: 'create',
            subjectType: 'room',
            subjectId: room.id,
            subjectLabel: labelOf(room),
            before: null,
            after: auditedRoom(room),
          });
          return room;
        }),
      );
    },

    /**
     * Changes a room. Bookings already made stay as they are, even outside new open hours or
     * after a move: the hours rule applies to bookings made from now on.
     */
    async update(user: SessionUser, input: Fields & { id: number }): Promise<EditorRoom> {
      requireEditor(user);
      const current = await findRoom(db, input.id);
      if (!current) throw notFound('room.notFound');
      await checkPhoto(user, input.photoOssKey, current.photoOssKey);
      await assertNameFree(db, input, input.id);
      return refusingDuplicate(() =>
        changes.transaction(db, async (tx) => {
          const before = roomOf(await lockedRoom(tx, input.id));
          const room = roomOf((await updateRoom(tx, input.id, valuesOf(input))) as RoomRecord);
          await recordAudit(tx, user, {
            module: 'rooms',
            action: 'update',
            subjectType: 'room',
            subjectId: room.id,
            subjectLabel: labelOf(room),
            before: auditedRoom(before),
            after: auditedRoom(room),
          });
          return room;
        }),
      );
    },

    /** The bookings still to come that retiring the room would cancel. */
    async retireHits(user: SessionUser, id: number): Promise<RetireHit[]> {
      requireEditor(user);
      if (!(await findRoom(db, id))) throw notFound('room.notFound');
      return (await findActiveBookingsDuring(db, id, { start: clock.now(), end: FOREVER })).map(hitOf);
    },

    /**
     * Retires a room: it leaves the room list and cannot be booked; its history stays. With
     * bookings still to come it is refused unless `cancelBookings` confirms; then, queued behind the
     * room's booking writers, they are cancelled the way a closure cancels them (their meetings
     * too, everyone told, each owner a bell message).
     */
    async retire(user: SessionUser, input: { id: number; cancelBookings: boolean }) {
      requireEditor(user);
      return changes.transaction(db, async (tx) => {
        await queueRoomBookingWriters(tx, input.id);
        const locked = await lockedRoom(tx, input.id);
        if (locked.retiredAt) throw conflict('roomEditor.alreadyRetired');
        const before = roomOf(locked);
        const ahead = { start: clock.now(), end: FOREVER };
        const waiting = await findActiveBookingsDuring(tx, input.id, ahead);
        if (waiting.length > 0 && !input.cancelBookings)
          throw new AppError('roomEditor.hasBookings', 409, { count: waiting.length });
        const hits = await cancelRoomBookings(tx, user, input.id, ahead, (language) => ({
          title: translate('roomEditor.notice.title', language, { room: before.name }),
          content: translate('roomEditor.notice.content', language, { room: before.name }),
        }));
        const room = roomOf((await updateRoom(tx, input.id, { retiredAt: clock.now() })) as RoomRecord);
        const cancelled = hits.map(hitOf);
        await recordAudit(tx, user, {
          module: 'rooms',
          action: 'remove',
          subjectType: 'room',
          subjectId: room.id,
          subjectLabel: labelOf(room),
          before: auditedRoom(before),
          after: { ...auditedRoom(room), cancelledBookings: cancelled.map((hit) => hit.bookingId) },
        });
        return { room, cancelled };
      });
    },

    /** Brings a retired room back to the room list; the bookings its retirement cancelled stay cancelled. */
    async restore(user: SessionUser, id: number): Promise<EditorRoom> {
      requireEditor(user);
      return changes.transaction(db, async (tx) => {
        const locked = await lockedRoom(tx, id);
        if (!locked.retiredAt) throw conflict('roomEditor.notRetired');
        const before = roomOf(locked);
        const room = roomOf((await updateRoom(tx, id, { retiredAt: null })) as RoomRecord);
        await recordAudit(tx, user, {
          module: 'rooms',
          action: 'restore',
          subjectType: 'room',
          subjectId: room.id,
          subjectLabel: labelOf(room),
          before: auditedRoom(before),
          after: auditedRoom(room),
        });
        return room;
      });
    },
  };
}
