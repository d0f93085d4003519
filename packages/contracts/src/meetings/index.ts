import { z } from 'zod';
import { define } from '../route-definition.ts';
import {
  actionPage,
  meetingAction,
  myActionsFilter,
  saveActionRequest,
  setActionStatusRequest,
} from './actions.ts';
import { createMeetingAnswer, createMeetingRequest } from './create-meeting.ts';
import { meetingDetail, updateMeetingAnswer, updateMeetingRequest } from './detail.ts';
import { meetingIdBody, meetingIdQuery, meetingListFilter, meetingPage, userEmailQuery } from './list.ts';
import { createHeldMeetingRequest, minutesAnswer, saveMinutesRequest } from './minutes.ts';

// A meeting's contracts in parts: its statuses and limits, creation, the list, the detail and its
// changes, minutes, and the action plan.
export * from './actions.ts';
export * from './constants.ts';
export * from './create-meeting.ts';
export * from './detail.ts';
export * from './list.ts';
export * from './minutes.ts';

/** Why a meeting call was refused. */
export const MEETINGS_ERROR_KEYS = [
  'meeting.nameRequired',
  'meeting.nameTooLong',
  'meeting.contentTooLong',
  'meeting.attendeeEmail',
  'meeting.unknownAttendee',
  'meeting.unknownAttachment',
  'meeting.notFound',
  'meeting.notVisible',
  'meeting.organizerOnly',
  'meeting.recorderOnly',
  'meeting.actionManagersOnly',
  'meeting.actionOwnerOnly',
  'meeting.otherEmail',
  'meeting.alreadyCancelled',
  'meeting.ended',
  'meeting.listType',
  'meeting.statusValue',
  'meeting.minutesTooLong',
  'meeting.minutesNothing',
  'meeting.minutesRequired',
  'meeting.heldDayRange',
  'meeting.unknownRecorder',
  'meeting.actionNotFound',
  'meeting.actionTitleRequired',
  'meeting.actionTitleTooLong',
  'meeting.actionOwnerRequired',
  'meeting.unknownOwner',
  'meeting.actionStatus',
  'meeting.actionScope',
  'meeting.progressTooLong',
] as const;

/** The meeting calls (paths under the portal API host, as the product names them). */
export const meetingsRoutes = {
  // Added: booking happens through creating a meeting.
  meetingCreate: define({
    method: 'POST',
    path: '/meeting/create',
    body: createMeetingRequest,
    answer: createMeetingAnswer,
  }),
  meetingList: define({
    method: 'POST',
    path: '/meeting/list',
    body: meetingListFilter,
    answer: meetingPage,
  }),
  meetingDetail: define({
    method: 'GET',
    path: '/meeting/detail',
    query: meetingIdQuery,
    answer: meetingDetail,
  }),
  meetingUpdate: define({
    method: 'POST',
    path: '/meeting/update',
    body: updateMeetingRequest,
    answer: updateMeetingAnswer,
  }),
  meetingCancel: define({ method: 'POST', path: '/meeting/cancel', body: meetingIdBody, answer: z.null() }),
  meetingMinutesSave: define({
    method: 'POST',
    path: '/meeting/minutes/save',
    body: saveMinutesRequest,
    answer: minutesAnswer,
  }),
  meetingCreateHeld: define({
    method: 'POST',
    path: '/meeting/minutes/create',
    body: createHeldMeetingRequest,
    answer: z.object({ id: z.number() }),
  }),
  meetingActionSave: define({
    method: 'POST',
    path: '/meeting/action/save',
    body: saveActionRequest,
    answer: meetingAction,
  }),
  meetingActionStatusSet: define({
    method: 'POST',
    path: '/meeting/action/status',
    body: setActionStatusRequest,
    answer: meetingAction,
  }),
  meetingActionsMine: define({
    method: 'POST',
    path: '/meeting/action/my',
    body: myActionsFilter,
    answer: actionPage,
  }),
  meetingNoticeExists: define({
    method: 'GET',
    path: '/meeting/process/existNotice',
    query: userEmailQuery,
    answer: z.boolean(),
  }),
  meetingNoticeClear: define({
    method: 'GET',
    path: '/meeting/process/clearNotice',
    query: userEmailQuery,
    answer: z.null(),
  }),
  meetingFrequentAttendees: define({
    method: 'GET',
    path: '/meeting/getFrequentlyUsePersonnel',
    query: userEmailQuery,
    answer: z.array(z.string()),
  }),
} as const;
