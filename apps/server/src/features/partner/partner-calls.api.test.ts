import {
  PARTNER_CALLS,
  PARTNER_TOKEN_HEADER,
  PARTNER_USER_ID_HEADER,
  type PartnerCall,
  routes,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.ts';
import { envelope, useTestServer } from '../../../test/support.ts';
import { MULTIPART_CONTENT_TYPE, multipartBody } from '../../../test/uploads.ts';
import { companyTimes } from '../bookings/test-times.ts';
import { samplePng } from '../files/sample-files.ts';
import { createActionRow, createMeetingRow } from '../meetings/test-factories.ts';
import { inSeconds, mailNameOf, signHs256 } from './test-partner.ts';

// Every call the partner pages make takes the partner token (the contracts' PARTNER_CALLS): the
// token alone admits its employee, a forged one is refused like a missing session.
const SECRET = 'the-partner-app-shares-this-hs256-secret';
const server = useTestServer({
  partner: { secret: SECRET, jwksUrl: null, mailDomain: 'example.com', issuer: null, audience: null },
});
const { at, day, text, wholeDay } = companyTimes(server);

type Input = { query?: Record<string, string | number>; body?: unknown; upload?: Buffer };

/** An employee with a room, a booking, a meeting they organize and an action they own. */
async function employeeWithMeetings() {
  const db = server.database.db;
  const user = await createUser(db);
  const room = await createRoom(db);
  const booking = await createBooking(db, {
    userId: user.id,
    startsAt: at(3, '09:00'),
    endsAt: at(3, '10:00'),
  });
  const meeting = await createMeetingRow(db, {
    organizerId: user.id,
    startsAt: at(-1, '10:00'),
    endsAt: at(-1, '11:00'),
    attendees: [user.email],
  });
  const action = await createActionRow(db, {
    meetingId: meeting.id,
    createdBy: user.id,
    ownerIds: [user.id],
    dueDate: day(5),
  });
  const inputs: Record<PartnerCall, Input> = {
    partnerUserInfo: {},
    partnerRoomList: { body: wholeDay(1) },
    partnerBookingMine: { query: { email: user.email } },
    partnerBookingCancel: { query: { id: booking.id } },
    partnerPeopleByEmails: { body: [user.email] },
    roomLocations: {},
    roomDay: { query: { id: room.id, date: day(1) } },
    peopleSearch: { query: { keyword: user.name, limit: 20 } },
    meetingFrequentAttendees: { query: { userEmail: user.email } },
    fileUpload: { upload: samplePng() },
    meetingCreate: {
      body: { name: '合作方的会', roomId: room.id, startTime: text(2, '10:00'), endTime: text(2, '11:00') },
    },
    meetingList: { body: { currentPage: 1, pageSize: 10, listType: 'all', userEmail: user.email } },
    meetingDetail: { query: { id: meeting.id } },
    meetingActionsMine: { body: { currentPage: 1, pageSize: 10, scope: 'owned' } },
    meetingActionStatusSet: { body: { id: action.id, status: 'done', progress: '合作方应用里完成' } },
  };
  return { user, meeting, action, inputs };
}

/** One call as the partner pages make it: the XHR marker, userId and token, and no session. */
function call(name: PartnerCall, input: Input, headers: { userId: string; token: string }) {
  const route = routes[name];
  const sent: Record<string, string> = {
    [XHR_HEADER]: XHR_HEADER_VALUE,
    [PARTNER_USER_ID_HEADER]: headers.userId,
    [PARTNER_TOKEN_HEADER]: headers.token,
  };
  const query =
    input.query &&
    Object.fromEntries(Object.entries(input.query).map(([key, value]) => [key, String(value)]));
  if (input.upload) {
    const payload = multipartBody([
      { field: 'name', value: 'a.png' },
      { field: 'multipartFile', fileName: 'a.png', bytes: input.upload },
    ]);
    sent['content-type'] = MULTIPART_CONTENT_TYPE;
    return server.app.inject({ method: route.method, url: route.path, headers: sent, payload });
  }
  const payload = route.method === 'POST' ? ((input.body ?? {}) as object) : undefined;
  return server.app.inject({ method: route.method, url: route.path, headers: sent, query, payload });
}

const refusal = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { code: unknown; error: string };
  return [response.statusCode, body.code, body.error];
};

describe('the calls of the partner pages', () => {
  it('each refuses a forged token with code 302 and answers a valid one with no portal session', async () => {
    const { user, inputs } = await employeeWithMeetings();
    const userId = mailNameOf(user);
    const token = await signHs256(SECRET, { sub: userId, exp: inSeconds(300) });
    const forged = await signHs256('another-secret-that-is-long-enough-to-sign', {
      sub: userId,
      exp: inSeconds(300),
    });
    for (const name of PARTNER_CALLS) {
      await server.app.ctx.changes.caughtUp(server.database.db);
      const refused = await call(name, inputs[name], { userId, token: forged });
      expect([name, ...refusal(refused)]).toEqual([name, 401, '302', 'partner.tokenInvalid']);
      const answered = await call(name, inputs[name], { userId, token });
      expect([name, answered.statusCode]).toEqual([name, 200]);
      expect(envelope(answered).code).toBe(1);
    }
  });

  it('a token names an employee as a session does: the calls’ own rights still apply', async () => {
    const { meeting, action, inputs } = await employeeWithMeetings();
    const stranger = await createUser(server.database.db);
    const userId = mailNameOf(stranger);
    const token = await signHs256(SECRET, { sub: userId, exp: inSeconds(300) });
    const asStranger = (name: PartnerCall, input: Input) => call(name, input, { userId, token });

    const detail = await asStranger('meetingDetail', { query: { id: meeting.id } });
    expect(detail.statusCode).toBe(403);
    const status = await asStranger('meetingActionStatusSet', inputs.meetingActionStatusSet);
    expect(status.statusCode).toBe(403);
    const theirList = await asStranger('meetingList', inputs.meetingList);
    expect(theirList.statusCode).toBe(403);
    const theirContacts = await asStranger('meetingFrequentAttendees', inputs.meetingFrequentAttendees);
    expect(theirContacts.statusCode).toBe(403);
    // The stranger's own lists hold none of it.
    const mine = await asStranger('meetingActionsMine', inputs.meetingActionsMine);
    expect(envelope<{ list: { id: number }[] }>(mine).data.list.map((item) => item.id)).not.toContain(
      action.id,
    );
  });
});
