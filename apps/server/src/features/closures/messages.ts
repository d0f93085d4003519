import type { FeatureMessages } from '../../http/messages.ts';

/** Why a closure was refused, and what its cancelled bookings' owners read (docs/console.md). */
export const messages = {
  errors: {
    'closures.order': { zh: '停用的结束时间须晚于开始时间', en: 'A closure must end after it starts' },
    'closures.ended': { zh: '停用的结束时间已经过去', en: 'That closure would end in the past' },
    'closures.tooLong': { zh: '一次停用最长 366 天', en: 'A closure lasts at most 366 days' },
    'closures.reasonRequired': { zh: '请填写停用原因', en: 'Give the reason for the closure' },
    'closures.reasonTooLong': { zh: '停用原因最多 200 个字', en: 'A reason is at most 200 characters' },
    'closures.notFound': { zh: '停用时段不存在或已被删除', en: 'That closure does not exist or was removed' },
  },
  texts: {
    'closures.notice.title': {
      zh: '会议室{room}停用，你的预订已取消',
      en: 'Room {room} is closed: your booking is cancelled',
    },
    'closures.notice.content': {
      zh: '{start} 至 {end} 停用，原因：{reason}',
      en: 'Closed from {start} to {end}. Reason: {reason}',
    },
  },
} satisfies FeatureMessages;
