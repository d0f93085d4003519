import type { FeatureMessages } from '../../http/messages.ts';

/** Why a room search or a room was refused. */
export const messages = {
  errors: {
    'room.unknownLocation': { zh: '地点不存在', en: 'Unknown location' },
    'room.unknownDevice': { zh: '设备只能是 电视、电话、投影、白板、视频', en: 'Unknown device' },
    'room.capacityRange': { zh: '最小容量不能大于最大容量', en: 'The minimum capacity exceeds the maximum' },
    'room.notFound': { zh: '会议室不存在', en: 'That meeting room does not exist' },
    'room.windowOneDay': { zh: '查询时段不能跨天', en: 'The search window must stay within one day' },
    'room.retired': { zh: '会议室已下线，不能预订', en: 'That meeting room is retired and cannot be booked' },
    'room.outsideOpenHours': {
      zh: '所选时段不在会议室的开放时间内',
      en: 'The chosen time is outside the room’s open hours',
    },
  },
} satisfies FeatureMessages;
