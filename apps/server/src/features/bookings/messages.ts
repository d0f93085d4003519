import type { FeatureMessages } from '../../http/messages.ts';

/** Why a booking or its cancelling was refused, and the word that a booking was cancelled. */
export const messages = {
  errors: {
    'booking.conflict': { zh: '该时段已被预订，请重新选择', en: 'That time is already booked' },
    'booking.past': { zh: '不能预订已过去的时段', en: 'That time has already passed' },
    'booking.tooFar': { zh: '只能预订 90 天内的会议室', en: 'Rooms can be booked at most 90 days ahead' },
    'booking.misaligned': { zh: '预订时间必须按半小时对齐', en: 'Bookings start and end on the half hour' },
    'booking.outsideHours': {
      zh: '只能预订 08:00 到 23:00 之间的时段',
      en: 'Rooms can be booked between 08:00 and 23:00',
    },
    'booking.closed': { zh: '该会议室此时段不开放', en: 'The room is closed at that time' },
    'booking.notFound': { zh: '预订不存在', en: 'That booking does not exist' },
    'booking.notYours': { zh: '只能取消自己的预订', en: 'You can only cancel your own bookings' },
    'booking.ended': { zh: '会议已结束，不能取消', en: 'The booking has already ended' },
    'booking.alreadyCancelled': { zh: '该预订已取消', en: 'That booking is already cancelled' },
    'booking.otherEmail': { zh: '只能查看自己的预订', en: 'You can only see your own bookings' },
  },
  texts: {
    'booking.cancelled': { zh: '会议室取消成功', en: 'The room booking was cancelled' },
  },
} satisfies FeatureMessages;
