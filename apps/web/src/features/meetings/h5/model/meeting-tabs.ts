import type { PartnerMode } from '../../../../api/partner-mode.ts';
import { partnerMode } from '../../../../api/partner-mode.ts';
import { h5Path } from '../../../../shell/mobile/h5-path.ts';

export const MEETING_LIST_H5 = '/meetingH5/meetingListAllH5';
export const MEETING_ACTIONS_H5 = '/meetingH5/meetingActionsH5';
export const MEETING_DETAIL_H5 = '/meetingH5/meetingDetailH5';

/** The phone meeting pages' tab bar, in order; "book a room" leaves for the room page. */
export const MEETING_TABS = [
  { key: 'meetings', path: MEETING_LIST_H5 },
  { key: 'actions', path: MEETING_ACTIONS_H5 },
  { key: 'book', path: '/meetingOrderH5' },
] as const;

export type MeetingTabKey = (typeof MEETING_TABS)[number]['key'];

/** A meeting's phone detail; the partner query goes along as on every phone link. */
export const meetingDetailH5Path = (id: number, mode: PartnerMode | null = partnerMode) =>
  h5Path(MEETING_DETAIL_H5, { id: String(id) }, mode);
