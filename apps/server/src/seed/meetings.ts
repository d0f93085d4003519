import type { CompanyClock } from '../lib/company-time.ts';
import type { Random } from './random.ts';

/** The first employees sign in on the demo page: they get a history of meetings to look back on. */
export const DEMO_MEETING_PEOPLE = 5;
const MEETINGS_EACH = 4;

const subjects = ['项目周会', '需求评审', '上线复盘', '季度规划会'];
const conclusions = [
  '<h3>结论</h3><ul><li>本周完成接口联调</li><li>测试环境周四冻结</li></ul>',
  '<h3>结论</h3><p>需求范围确认，<strong>二期</strong>功能延后到下个迭代。</p>',
  '<h3>复盘</h3><ol><li>发布窗口过短</li><li>回滚预案缺少演练</li></ol>',
];
const actionTitles = [
  '整理会议结论并同步相关方',
  '补充接口文档',
  '安排回滚演练',
  '更新项目排期',
  '评估人力缺口',
];
const progressNotes = ['', '已完成初稿', '等待评审意见'];
const STATUSES = ['todo', 'doing', 'done'] as const;

export interface SeedMeetingHistory {
  organizerIndex: number;
  recorderIndex: number;
  roomIndex: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  attendeeIndexes: number[];
  minutes: string;
  actions: {
    title: string;
    ownerIndexes: number[];
    dueDate: string;
    status: (typeof STATUSES)[number];
    progress: string;
  }[];
}

/**
 * Past meetings of the demo people over the last eight days, one room per organizer so they never
 * overlap (no other booking is in the past): most with minutes, each with an action plan whose
 * due dates fall around today, so some actions are overdue.
 */
export function buildMeetingHistory(
  random: Random,
  clock: CompanyClock,
  firstRoomIndex: number,
): SeedMeetingHistory[] {
  const today = clock.startOfDay(clock.now());
  const history: SeedMeetingHistory[] = [];
  for (let organizer = 0; organizer < DEMO_MEETING_PEOPLE; organizer++) {
    for (let k = 0; k < MEETINGS_EACH; k++) {
      const startsAt = clock
        .local(today)
        .subtract(k * 2 + 1 + (organizer % 2), 'day')
        .add(10 + k, 'hour')
        .toDate();
      const others = Array.from({ length: DEMO_MEETING_PEOPLE }, (_, index) => index).filter(
        (index) => index !== organizer,
      );
      const recorderIndex = random.pick(others);
      const recorded = k !== MEETINGS_EACH - 1;
      history.push({
        organizerIndex: organizer,
        recorderIndex,
        roomIndex: firstRoomIndex + organizer,
        name: subjects[k % subjects.length] as string,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        attendeeIndexes: [organizer, ...others],
        minutes: recorded ? random.pick(conclusions) : '',
        actions: recorded
          ? Array.from({ length: 2 }, (_, index) => ({
              title: random.pick(actionTitles),
              ownerIndexes: [random.pick(others)],
              dueDate: clock.format(clock.local(today).add(random.int(-4, 10), 'day').toDate(), 'YYYY-MM-DD'),
              status: STATUSES[(k + index) % STATUSES.length] as (typeof STATUSES)[number],
              progress: random.pick(progressNotes),
            }))
          : [],
      });
    }
  }
  return history;
}
