import type { FeatureMessages } from '../../http/messages.ts';

/**
 * Why a meeting call was refused, what a meeting call says when it succeeds, and the titles and
 * texts of the in-app messages (and invitation mails) sent to the people a meeting concerns.
 */
export const messages = {
  errors: {
    'meeting.nameRequired': { zh: '请输入会议主题', en: 'Enter a subject' },
    'meeting.nameTooLong': {
      zh: '会议主题不能超过 100 个字',
      en: 'The subject is longer than 100 characters',
    },
    'meeting.contentTooLong': {
      zh: '会议内容不能超过 5000 个字',
      en: 'The content is longer than 5000 characters',
    },
    'meeting.attendeeEmail': { zh: '参会人邮箱格式不正确', en: 'An attendee email is not valid' },
    'meeting.unknownAttendee': { zh: '参会人不存在：{emails}', en: 'Unknown attendees: {emails}' },
    'meeting.unknownAttachment': {
      zh: '附件不存在或不属于你',
      en: 'An attachment does not exist or is not yours',
    },
    'meeting.notFound': { zh: '会议不存在', en: 'That meeting does not exist' },
    'meeting.notVisible': {
      zh: '你不是该会议的组织者、参会人或记录人，无权查看',
      en: 'Only the organizer, attendees and recorder of a meeting may see it',
    },
    'meeting.organizerOnly': {
      zh: '只有会议组织者可以修改或取消会议',
      en: 'Only the organizer may change or cancel the meeting',
    },
    'meeting.recorderOnly': {
      zh: '只有会议记录人可以填写纪要，只有组织者可以指定记录人',
      en: 'Only the recorder may write the minutes, and only the organizer may choose the recorder',
    },
    'meeting.actionManagersOnly': {
      zh: '只有会议组织者或记录人可以管理行动计划',
      en: 'Only the organizer or the recorder may manage the action plan',
    },
    'meeting.actionOwnerOnly': {
      zh: '只有行动计划的负责人可以更新其状态',
      en: 'Only an owner of the action may update its status',
    },
    'meeting.otherEmail': { zh: '只能查看自己的会议', en: 'You can only see your own meetings' },
    'meeting.alreadyCancelled': {
      zh: '该会议已取消，不能再修改',
      en: 'That meeting is cancelled; it can no longer be changed',
    },
    'meeting.ended': {
      zh: '会议已结束，不能修改或取消',
      en: 'The meeting has ended; it can no longer change',
    },
    'meeting.listType': {
      zh: 'listType 只能是 all、mine、created 或 deal',
      en: 'listType must be all, mine, created or deal',
    },
    'meeting.statusValue': {
      zh: '会议状态只能是 1、2、3、4、5 或 7',
      en: 'The meeting status must be 1, 2, 3, 4, 5 or 7',
    },
    'meeting.minutesTooLong': { zh: '会议纪要过长', en: 'The minutes are too long' },
    'meeting.minutesNothing': {
      zh: '请填写纪要或指定记录人',
      en: 'Give the minutes or the recorder',
    },
    'meeting.minutesRequired': { zh: '请填写会议纪要', en: 'Write the minutes' },
    'meeting.heldDayRange': {
      zh: '会议日期须为今天或过去 365 天内',
      en: 'The meeting day must be today or within the last 365 days',
    },
    'meeting.unknownRecorder': { zh: '记录人不存在：{emails}', en: 'Unknown recorder: {emails}' },
    'meeting.actionNotFound': { zh: '行动计划不存在', en: 'That action does not exist' },
    'meeting.actionTitleRequired': { zh: '请输入行动计划内容', en: 'Enter what is to be done' },
    'meeting.actionTitleTooLong': {
      zh: '行动计划内容不能超过 200 个字',
      en: 'The action is longer than 200 characters',
    },
    'meeting.actionOwnerRequired': {
      zh: '请指定 1 到 20 位负责人',
      en: 'Name between 1 and 20 owners',
    },
    'meeting.unknownOwner': { zh: '负责人不存在：{emails}', en: 'Unknown owners: {emails}' },
    'meeting.actionStatus': {
      zh: '行动计划状态只能是 todo、doing 或 done',
      en: 'The action status must be todo, doing or done',
    },
    'meeting.actionScope': { zh: 'scope 只能是 owned 或 followed', en: 'scope must be owned or followed' },
    'meeting.progressTooLong': {
      zh: '进展说明不能超过 2000 个字',
      en: 'The progress note is longer than 2000 characters',
    },
  },
  texts: {
    'meeting.created': { zh: '会议创建成功', en: 'The meeting was created' },
    'meeting.updated': { zh: '会议修改成功', en: 'The meeting was updated' },
    'meeting.cancelled': { zh: '会议已取消', en: 'The meeting was cancelled' },
    'meeting.minutesSaved': { zh: '会议纪要已保存', en: 'The minutes were saved' },
    'meeting.actionSaved': { zh: '行动计划已保存', en: 'The action was saved' },
    'meeting.heldCreated': { zh: '会议纪要已创建', en: 'The minutes were recorded' },
    'meetingNotice.invited': { zh: '会议邀请：{name}', en: 'Meeting invitation: {name}' },
    'meetingNotice.changed': { zh: '会议变更：{name}', en: 'Meeting changed: {name}' },
    'meetingNotice.cancelled': { zh: '会议取消：{name}', en: 'Meeting cancelled: {name}' },
    'meetingNotice.recorder': {
      zh: '你被指定为会议记录人：{name}',
      en: 'You are the recorder of: {name}',
    },
    'meetingNotice.actionAssigned': {
      zh: '你有新的行动计划：{title}',
      en: 'A new action for you: {title}',
    },
    'meetingNotice.minutes': { zh: '会议纪要：{name}', en: 'Meeting minutes: {name}' },
    'meetingNotice.when': { zh: '时间：{start} 至 {end}', en: 'When: {start} to {end}' },
  },
} satisfies FeatureMessages;
