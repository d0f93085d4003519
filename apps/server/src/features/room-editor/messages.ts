import type { FeatureMessages } from '../../http/messages.ts';

/** Why a room edit was refused, and what the owners of a retired room's bookings read (docs/console.md). */
export const messages = {
  errors: {
    'roomEditor.nameRequired': { zh: '请填写会议室名称', en: 'Give the room a name' },
    'roomEditor.nameTooLong': { zh: '会议室名称最多 50 个字', en: 'A room name is at most 50 characters' },
    'roomEditor.duplicateName': {
      zh: '这栋楼已有同名的会议室',
      en: 'This building already has a room with that name',
    },
    'roomEditor.placeRequired': { zh: '请选择或填写城市和楼宇', en: 'Give the city and the building' },
    'roomEditor.placeTooLong': {
      zh: '城市、楼宇、楼层最多 50 个字，且不能含控制字符',
      en: 'A city, building or floor is at most 50 characters, without control characters',
    },
    'roomEditor.capacityRange': { zh: '容纳人数须在 1 到 500 之间', en: 'Capacity is from 1 to 500 people' },
    'roomEditor.openHoursStep': {
      zh: '开放时间须为整点或半点（00:00–24:00）',
      en: 'Open hours are on the hour or half hour (00:00–24:00)',
    },
    'roomEditor.openHoursOrder': {
      zh: '关闭时间须晚于开放时间',
      en: 'A room must close after it opens',
    },
    'roomEditor.photoNotFound': {
      zh: '照片不存在，请重新上传',
      en: 'That photo was not found: upload it again',
    },
    'roomEditor.photoNotImage': { zh: '照片只能是 JPG 或 PNG 图片', en: 'A photo is a JPG or PNG picture' },
    'roomEditor.photoTooLarge': { zh: '照片最大 5 MB', en: 'A photo is at most 5 MB' },
    'roomEditor.keywordTooLong': { zh: '搜索词最多 50 个字', en: 'A search is at most 50 characters' },
    'roomEditor.hasBookings': {
      zh: '该会议室还有 {count} 个未来的预订，确认后才能下线并取消它们',
      en: 'The room has {count} bookings to come: confirm to retire it and cancel them',
    },
    'roomEditor.alreadyRetired': { zh: '会议室已经下线', en: 'That room is already retired' },
    'roomEditor.notRetired': { zh: '会议室没有下线', en: 'That room is not retired' },
  },
  texts: {
    'roomEditor.notice.title': {
      zh: '会议室{room}已下线，你的预订已取消',
      en: 'Room {room} is retired: your booking is cancelled',
    },
    'roomEditor.notice.content': {
      zh: '会议室{room}已下线，你在该会议室未来的预订都已取消，请另选会议室',
      en: 'Room {room} is retired and your bookings to come there are cancelled: please choose another room',
    },
  },
} satisfies FeatureMessages;
