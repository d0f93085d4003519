import type { MeetingDetail, UpdateMeetingRequest } from '@portal/contracts';

/** The edit form's fields: the span as a day and two clock times, as the room page books them. */
export interface MeetingEditValues {
  name: string;
  attendees: string[];
  content: string;
  attachment: string;
  day: string;
  start: string;
  end: string;
  /** null: the meeting holds no room. */
  roomId: number | null;
}

export function meetingEditValues(meeting: MeetingDetail): MeetingEditValues {
  return {
    name: meeting.name,
    attendees: meeting.attendees.map((person) => person.email),
    content: meeting.content,
    attachment: meeting.attachment,
    day: meeting.start_time.slice(0, 10),
    start: meeting.start_time.slice(11, 16),
    end: meeting.end_time.slice(11, 16),
    roomId: meeting.room?.id ?? null,
  };
}

/** POST /meeting/update's body; a meeting ending at midnight ends at 24:00 of its day. */
export function updateMeetingBody(id: number, values: MeetingEditValues): UpdateMeetingRequest {
  return {
    id,
    name: values.name.trim(),
    roomId: values.roomId,
    startTime: `${values.day} ${values.start}:00`,
    endTime: `${values.day} ${values.end === '00:00' ? '24:00' : values.end}:00`,
    attendees: values.attendees,
    content: values.content,
    attachment: values.attachment,
  };
}

/** editMission '1' opens the action plan; anything else the meeting itself. */
export const editsActions = (editMission: string | undefined) => editMission === '1';
