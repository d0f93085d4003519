import type { myActionsFilter, saveActionRequest, setActionStatusRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { conflict, forbidden, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { createNamedPeopleChecks } from '../attendees/index.ts';
import { visibleMeeting } from '../meeting/index.ts';
import { createMeetingAnnouncer, eventOf } from '../meeting-events.ts';
import { createMeetingWrite } from '../meeting-write.ts';
import { canManageActions, canSetActionStatus } from '../policy.ts';
import { toAction } from './action-answer.ts';
import { findAction, findMyActions, insertAction, replaceActionOwners, updateAction } from './repository.ts';

/** The action plan: actions with owners and due dates, and what their owners report. */
export function createActionOperations(ctx: AppContext) {
  const { db, clock } = ctx;
  const announce = createMeetingAnnouncer(ctx);
  const write = createMeetingWrite(ctx);
  const { checkedPeople } = createNamedPeopleChecks(ctx);

  /** The action as it is now, in the change's transaction. */
  async function savedAction(tx: Parameters<typeof findAction>[0], actionId: number) {
    const saved = await findAction(tx, actionId);
    if (!saved) throw notFound('meeting.actionNotFound');
    return toAction(clock, saved);
  }

  return {
    /** The organizer or the recorder adds an action to the plan, or rewrites one of its actions. */
    async saveAction(user: SessionUser, request: z.output<typeof saveActionRequest>) {
      const meeting = await visibleMeeting(ctx, user, request.meetingId);
      if (!canManageActions(user, meeting)) throw forbidden('meeting.actionManagersOnly');
      if (meeting.cancelled) throw conflict('meeting.alreadyCancelled');
      const owners = await checkedPeople(request.ownerEmails, 'meeting.unknownOwner');
      const fields = { title: request.title, dueDate: request.dueDate, progress: request.progress };
      return write(async (tx) => {
        let actionId = request.id;
        let before: number[] = [];
        if (actionId === undefined) {
          actionId = await insertAction(tx, meeting.id, user.id, fields);
        } else {
          const action = await findAction(tx, actionId);
          // An action of another meeting is as unknown here as one that does not exist.
          if (!action || action.meetingId !== meeting.id) throw notFound('meeting.actionNotFound');
          await updateAction(tx, actionId, fields, clock.now());
          before = action.ownerIds;
        }
        const added = await replaceActionOwners(tx, actionId, before, [...owners.values()]);
        const addedEmails = [...owners]
          .filter(([, id]) => added.includes(id) && id !== user.id)
          .map(([email]) => email);
        await announce(tx, eventOf('actionAssigned', meeting, addedEmails, request.title));
        return savedAction(tx, actionId);
      });
    },

    /** An owner reports the action's status and progress. */
    async setActionStatus(user: SessionUser, request: z.output<typeof setActionStatusRequest>) {
      return write(async (tx) => {
        const action = await findAction(tx, request.id);
        if (!action) throw notFound('meeting.actionNotFound');
        if (!canSetActionStatus(user, action)) throw forbidden('meeting.actionOwnerOnly');
        if (action.meetingCancelled) throw conflict('meeting.alreadyCancelled');
        await updateAction(
          tx,
          action.id,
          { status: request.status, progress: request.progress },
          clock.now(),
        );
        return savedAction(tx, action.id);
      });
    },

    async myActions(user: SessionUser, filter: z.output<typeof myActionsFilter>) {
      const { rows, total } = await findMyActions(db, user.id, {
        scope: filter.scope,
        status: filter.status,
        page: filter.currentPage,
        pageSize: filter.pageSize,
      });
      return { list: rows.map((row) => toAction(clock, row)), total };
    },
  };
}
