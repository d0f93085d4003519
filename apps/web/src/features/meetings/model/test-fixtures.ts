import type { MeetingAction, MeetingDetail, MeetingListItem } from '@portal/contracts';
import { CURRENT_USER } from '../../../test/render-with-api.tsx';

/** People and meetings as the server answers them, for the meeting pages' tests. */
export const ME = {
  email: CURRENT_USER.email,
  name: CURRENT_USER.name,
  department: '行政部',
  userId: 'XH10001',
  avatar: null,
};
export const COLLEAGUE = {
  email: 'li.na@example.com',
  name: '李娜',
  department: '研发部',
  userId: 'XH10002',
  avatar: null,
};

export const listItem = (change: Partial<MeetingListItem> = {}): MeetingListItem => ({
  id: 3,
  name: '季度复盘会',
  start_time: '2026-03-02 09:00:00',
  end_time: '2026-03-02 10:30:00',
  room: { id: 1, name: '301 星河' },
  organizer: { email: COLLEAGUE.email, name: COLLEAGUE.name },
  status: 1,
  attendeeCount: 2,
  actionCount: 2,
  openActionCount: 1,
  ...change,
});

export const action = (change: Partial<MeetingAction> = {}): MeetingAction => ({
  id: 11,
  meetingId: 3,
  meetingName: '季度复盘会',
  title: '整理需求清单',
  owners: [{ email: ME.email, name: ME.name }],
  dueDate: '2026-03-09',
  status: 'todo',
  progress: '',
  overdue: false,
  updateTime: '2026-03-02 10:40:00',
  ...change,
});

export const NO_RIGHTS = {
  canEdit: false,
  canCancel: false,
  canWriteMinutes: false,
  canAssignRecorder: false,
  canManageActions: false,
  canReportActions: false,
};

export const detail = (change: Partial<MeetingDetail> = {}): MeetingDetail => ({
  id: 3,
  name: '季度复盘会',
  start_time: '2026-03-02 09:00:00',
  end_time: '2026-03-02 10:30:00',
  status: 3,
  room: { id: 1, name: '301 星河' },
  organizer: COLLEAGUE,
  recorder: null,
  attendees: [ME],
  content: '议程：回顾与计划',
  attachment: '',
  attachments: [],
  minutes: '',
  minutesTime: null,
  actions: [],
  rights: NO_RIGHTS,
  ...change,
});

export const ALL_RIGHTS = {
  canEdit: true,
  canCancel: true,
  canWriteMinutes: true,
  canAssignRecorder: true,
  canManageActions: true,
  canReportActions: true,
};
