import type { ErrorKey, Language } from '@portal/contracts';

/** Messages that go with a success; every other key is a refusal's reason (the contract's ErrorKey). */
type SuccessKey =
  | 'ok'
  | 'booking.cancelled'
  | 'meeting.created'
  | 'meeting.updated'
  | 'meeting.cancelled'
  | 'meeting.minutesSaved'
  | 'meeting.heldCreated'
  | 'meeting.actionSaved'
  | 'rotation.removed'
  | 'goals.saved'
  | 'goals.submitted'
  | 'goals.approved'
  | 'goals.returned'
  | 'workflow.withdrawn'
  | 'projects.created'
  | 'projects.updated'
  | 'projects.deleted'
  | 'assets.created'
  | 'assets.updated';

/** Titles and texts of the in-app messages the meetings feature sends to the people concerned. */
type NoticeKey =
  | 'meetingNotice.invited'
  | 'meetingNotice.changed'
  | 'meetingNotice.cancelled'
  | 'meetingNotice.recorder'
  | 'meetingNotice.actionAssigned'
  | 'meetingNotice.minutes'
  | 'meetingNotice.when';

/** The parts of an import refusal that name a bad cell (features/spreadsheets). */
type ImportProblemKey =
  | 'importProblem.cell'
  | 'importProblem.required'
  | 'importProblem.integer'
  | 'importProblem.unknownValue'
  | 'importProblem.tooLong'
  | 'importProblem.more';

/**
 * Every message the server sends to people, in both languages: one for each success message and
 * for each ErrorKey of the contract (the type makes a missing or an unknown key a compile error).
 * ErrorKeys are also what the contract's zod schemas put in their issues, so a validation failure
 * reads as a sentence, not a stack of paths.
 */
const catalogue = {
  ok: { zh: '操作成功', en: 'Operation succeeded' },
  'auth.notSignedIn': { zh: '登录已失效，请重新登录', en: 'Please sign in again' },
  'auth.xhrRequired': {
    zh: '请求缺少 X-Requested-With 标记',
    en: 'The request lacks the X-Requested-With marker',
  },
  'auth.forbidden': { zh: '没有权限', en: 'Not authorized' },
  'server.error': { zh: '服务器发生错误', en: 'An error occurred on the server' },
  'request.invalid': { zh: '请求参数不正确：{field}', en: 'Invalid request: {field}' },
  'request.notFound': { zh: '未找到', en: 'Not found' },
  'request.badJson': { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  'request.tooLarge': { zh: '请求内容过大', en: 'The request is too large' },
  'request.unsupportedType': { zh: '不支持该请求内容类型', en: 'That content type is not supported' },
  'request.tooManyRequests': { zh: '请求过于频繁，请稍后再试', en: 'Too many requests; try again later' },
  'request.nulByte': { zh: '文字中不能含有空字符（NUL）', en: 'Text must not contain NUL characters' },
  'request.idRange': {
    zh: '编号应为 1 到 2147483647 之间的整数',
    en: 'Ids are whole numbers from 1 to 2147483647',
  },
  'request.tooManyWrites': {
    zh: '操作过于频繁：每分钟最多 {limit} 次，请 {seconds} 秒后再试',
    en: 'Too many changes: at most {limit} a minute; try again in {seconds} seconds',
  },
  'request.idempotencyKeyInvalid': {
    zh: 'Idempotency-Key 应为 1 到 100 个字母、数字或 -_.:',
    en: 'An Idempotency-Key is 1 to 100 letters, digits or -_.:',
  },
  'request.idempotencyKeyReused': {
    zh: '该 Idempotency-Key 已用于另一项操作，请刷新页面后重新提交',
    en: 'That Idempotency-Key was already used for a different change; reload the page and submit again',
  },
  'request.idempotencyPending': {
    zh: '同一操作仍在处理中，请稍后刷新查看结果',
    en: 'The same change is still being processed; reload in a moment to see its result',
  },
  'time.format': { zh: '时间格式应为 YYYY-MM-DD HH:mm:ss', en: 'Times must look like YYYY-MM-DD HH:mm:ss' },
  'date.format': { zh: '日期格式应为 YYYY-MM-DD', en: 'Dates must look like YYYY-MM-DD' },
  'time.endAfterStart': { zh: '结束时间必须晚于开始时间', en: 'The end must be after the start' },
  'room.unknownLocation': { zh: '地点不存在', en: 'Unknown location' },
  'room.unknownDevice': { zh: '设备只能是 电视、电话、投影、白板、视频', en: 'Unknown device' },
  'room.capacityRange': { zh: '最小容量不能大于最大容量', en: 'The minimum capacity exceeds the maximum' },
  'room.notFound': { zh: '会议室不存在', en: 'That meeting room does not exist' },
  'room.windowOneDay': { zh: '查询时段不能跨天', en: 'The search window must stay within one day' },
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
  'booking.cancelled': { zh: '会议室取消成功', en: 'The room booking was cancelled' },
  'booking.otherEmail': { zh: '只能查看自己的预订', en: 'You can only see your own bookings' },
  'meeting.nameRequired': { zh: '请输入会议主题', en: 'Enter a subject' },
  'meeting.nameTooLong': { zh: '会议主题不能超过 100 个字', en: 'The subject is longer than 100 characters' },
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
  'meeting.created': { zh: '会议创建成功', en: 'The meeting was created' },
  'meeting.updated': { zh: '会议修改成功', en: 'The meeting was updated' },
  'meeting.cancelled': { zh: '会议已取消', en: 'The meeting was cancelled' },
  'meeting.minutesSaved': { zh: '会议纪要已保存', en: 'The minutes were saved' },
  'meeting.actionSaved': { zh: '行动计划已保存', en: 'The action was saved' },
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
  'meeting.ended': { zh: '会议已结束，不能修改或取消', en: 'The meeting has ended; it can no longer change' },
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
  'meeting.heldCreated': { zh: '会议纪要已创建', en: 'The minutes were recorded' },
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
  'file.missing': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'file.malformed': { zh: '上传内容格式不正确，请重新上传', en: 'The upload was malformed; try again' },
  'file.tooLarge': { zh: '最大支持{size}附件', en: 'Attachments up to {size}' },
  'file.badType': {
    zh: '仅支持 DOCX/XLSX/PPTX/PDF/JPG/PNG 格式的附件',
    en: 'Only DOCX/XLSX/PPTX/PDF/JPG/PNG files are supported',
  },
  'file.nameMismatch': {
    zh: '附件的扩展名与文件内容不符',
    en: "The file's extension does not match its content",
  },
  'file.notFound': { zh: '附件不存在', en: 'That file does not exist' },
  'file.quotaExceeded': {
    zh: '附件存储空间已满（已用 {used}，上限 {quota}），请联系管理员',
    en: 'Your attachment storage is full ({used} of {quota} used); ask an administrator',
  },
  'file.uploadFailed': { zh: '附件上传失败。', en: 'Upload failed.' },
  // Portal shell: in-app messages and the help chat (docs/shell.md)
  'shell.readFlag': {
    zh: 'readFlag 只能是 0（未读）或 1（已读）',
    en: 'readFlag must be 0 (unread) or 1 (read)',
  },
  'shell.messageIds': { zh: '请提供 1 到 100 条消息的编号', en: 'Give between 1 and 100 message ids' },
  'shell.helpChatOff': { zh: '在线客服暂未开通', en: 'The help chat is not set up' },
  'procurement.monthFormat': { zh: '月份格式应为 YYYY-MM', en: 'Months must look like YYYY-MM' },
  'partner.off': {
    zh: '未配置合作方应用登录，请使用门户账号登录',
    en: 'Partner-app sign-on is not set up; sign in with your portal account',
  },
  'partner.tokenInvalid': {
    zh: '合作方应用的登录凭证无效',
    en: 'The partner app’s sign-on token is not valid',
  },
  'partner.tokenExpired': {
    zh: '合作方应用的登录凭证已过期，请重新登录',
    en: 'The partner app’s sign-on token has expired; please sign in again',
  },
  'partner.otherUser': {
    zh: '登录凭证不属于该用户',
    en: 'The sign-on token belongs to another user',
  },
  'partner.unknownEmployee': {
    zh: '员工目录中没有该用户',
    en: 'The employee directory does not list this user',
  },
  'partner.keysUnavailable': {
    zh: '暂时无法验证合作方应用的登录凭证，请稍后再试',
    en: 'The partner app’s sign-on cannot be checked right now; try again later',
  },
  'signIn.wrongPassword': { zh: '邮箱或密码不正确', en: 'Wrong email or password' },
  'signIn.emailUnverified': {
    zh: '身份提供方未验证此邮箱，不能用它登录',
    en: 'The identity provider has not verified this email; it cannot be used to sign in',
  },
  'signIn.tooManyAttempts': {
    zh: '尝试次数过多，请 {seconds} 秒后再试',
    en: 'Too many attempts; try again in {seconds} seconds',
  },
  // Honor hall and comment threads (docs/honor.md)
  'honor.monthFormat': { zh: '月份格式应为 yyyy-MM', en: 'Months must look like yyyy-MM' },
  'honor.notFound': { zh: '荣誉不存在', en: 'That honor does not exist' },
  'comments.resourceNotFound': { zh: '内容不存在', en: 'That content does not exist' },
  'comments.notFound': { zh: '评论区不存在', en: 'That comment thread does not exist' },
  'comments.commentEmpty': { zh: '请输入评论内容', en: 'Enter a comment' },
  'comments.commentTooLong': { zh: '评论不能超过 100 个字', en: 'Comments are at most 100 characters' },
  'comments.commentNotFound': { zh: '评论不存在', en: 'That comment does not exist' },
  'comments.notYourComment': { zh: '只能删除自己的评论', en: 'You can only delete your own comments' },
  // Rule library, news/notices and downloads (docs/rules.md)
  'news.notFound': { zh: '内容不存在或尚未发布', en: 'That document does not exist or is not published' },
  'downloads.notOurFile': {
    zh: '只能下载本站存储的文件',
    en: 'Only files stored on this portal can be downloaded',
  },
  'downloads.zipFileCount': {
    zh: '一次可打包下载 1 到 {max} 个文件',
    en: 'Download all takes 1 to {max} files',
  },
  'downloads.zipTooLarge': {
    zh: '文件总大小超出打包上限，请逐个下载',
    en: 'These files are too large to download together; download them one by one',
  },
  // Activity galleries (docs/gallery.md)
  'gallery.activityNo': {
    zh: '活动编号应为 0 到 2147483647 之间的整数',
    en: 'Activity numbers are whole numbers from 0 to 2147483647',
  },
  'gallery.monthRange': {
    zh: '月份应为 2 到 8 之间的整数',
    en: 'The month must be a whole number from 2 to 8',
  },
  'gallery.monthNotMonthly': { zh: '该活动不按月份展示', en: 'This activity is not shown by month' },
  'gallery.notFound': { zh: '活动不存在', en: 'That activity does not exist' },
  // Feedback questionnaire (docs/feedback.md)
  'feedback.templateNotFound': { zh: '问卷不存在', en: 'That questionnaire does not exist' },
  'feedback.nothingAnswered': {
    zh: '请至少填写一项内容后再提交',
    en: 'Answer at least one question before submitting',
  },
  'feedback.answerTooLong': {
    zh: '每项内容不能超过 2000 个字',
    en: 'Each answer is at most 2000 characters',
  },
  'feedback.repeatedQuestion': {
    zh: '同一个问题只能回答一次',
    en: 'Each question can be answered only once',
  },
  'feedback.unknownQuestion': {
    zh: '问卷中没有这个问题',
    en: 'That question is not part of the questionnaire',
  },
  // Job rotation (docs/rotation.md)
  'rotation.removed': { zh: '已成功删除该岗位', en: 'The job was removed' },
  'rotation.notFound': { zh: '岗位不存在或已被删除', en: 'That job does not exist or was removed' },
  // Goals (docs/goals.md)
  'goals.saved': { zh: '目标已保存', en: 'Goals saved' },
  'goals.submitted': { zh: '目标已提交，等待上级审批', en: 'Goals submitted for approval' },
  'goals.approved': { zh: '已审批通过', en: 'Goals approved' },
  'goals.returned': { zh: '已退回修改', en: 'Goals returned for changes' },
  'goals.periodFormat': { zh: '周期格式应为 2026-H2', en: 'A period looks like 2026-H2' },
  'goals.titleRequired': {
    zh: '目标、关键结果和任务的内容不能为空',
    en: 'Objectives, key results and tasks need a text',
  },
  'goals.titleTooLong': { zh: '每条内容不能超过 200 个字', en: 'Each text is at most 200 characters' },
  'goals.targetTooLong': { zh: '衡量标准不能超过 100 个字', en: 'A target is at most 100 characters' },
  'goals.weightRange': { zh: '权重应为 1 到 100 之间的整数', en: 'Weights are whole numbers from 1 to 100' },
  'goals.objectivesCount': { zh: '目标数量应为 1 到 10 个', en: 'Write 1 to 10 objectives' },
  'goals.keyResultsCount': {
    zh: '每个目标应有 1 到 8 个关键结果',
    en: 'Each objective has 1 to 8 key results',
  },
  'goals.tasksCount': { zh: '每个目标最多 10 项任务', en: 'Each objective has at most 10 tasks' },
  'goals.objectiveWeights': { zh: '目标权重之和应为 100', en: "The objectives' weights must add up to 100" },
  'goals.keyResultWeights': {
    zh: '每个目标下关键结果的权重之和应为 100',
    en: "Each objective's key result weights must add up to 100",
  },
  'goals.commentRequired': { zh: '请填写退回意见', en: 'Say why the goals are returned' },
  'goals.commentTooLong': { zh: '退回意见不能超过 500 个字', en: 'A comment is at most 500 characters' },
  'goals.downloadTarget': {
    zh: '请选择周期，或指定一份目标',
    en: 'Choose a period, or one sheet of goals',
  },
  'goals.notFound': { zh: '目标不存在或无权查看', en: 'Those goals do not exist or are not yours to see' },
  'goals.periodClosed': { zh: '该周期已关闭，不能再修改', en: 'That period is closed for changes' },
  'goals.notEditable': {
    zh: '目标已提交或已审批，不能修改',
    en: 'Submitted or approved goals cannot be changed',
  },
  'goals.noSupervisor': {
    zh: '通讯录中没有你的直属上级，无法提交',
    en: 'The directory names no supervisor of yours to approve them',
  },
  'goals.directSupervisorOnly': {
    zh: '只有直属上级可以审批',
    en: 'Only the direct supervisor approves or returns goals',
  },
  'goals.notSubmitted': { zh: '该目标当前不在待审批状态', en: 'Those goals are not waiting for approval' },
  'goals.changed': {
    zh: '目标已被修改，请刷新后再操作',
    en: 'The goals have changed meanwhile; reload and try again',
  },
  // Review reports (docs/reviews.md)
  'review.titleRequired': { zh: '请输入复盘标题', en: 'Enter a title' },
  'review.titleTooLong': { zh: '标题不能超过 100 个字', en: 'The title is at most 100 characters' },
  'review.projectRequired': { zh: '请输入项目或事件', en: 'Enter the project or event' },
  'review.projectTooLong': {
    zh: '项目或事件不能超过 100 个字',
    en: 'The project or event is at most 100 characters',
  },
  'review.sectionTooLong': {
    zh: '每一部分不能超过 2000 个字',
    en: 'Each section is at most 2000 characters',
  },
  'review.email': { zh: '请填写正确的员工邮箱', en: 'Enter a valid employee email' },
  'review.tooManyParticipants': { zh: '参与人最多 50 位', en: 'At most 50 participants' },
  'review.tooManyActions': { zh: '改进措施最多 20 项', en: 'At most 20 follow-up actions' },
  'review.actionRequired': { zh: '请填写改进措施内容', en: 'Describe the follow-up action' },
  'review.actionTooLong': {
    zh: '改进措施不能超过 200 个字',
    en: 'A follow-up action is at most 200 characters',
  },
  'review.listType': { zh: '列表类型只能是 my 或 all', en: 'The list type must be my or all' },
  'review.unknownEmployee': { zh: '没有该邮箱的员工：{email}', en: 'No employee has the email {email}' },
  'review.notFound': { zh: '复盘报告不存在', en: 'That review does not exist' },
  'review.authorOnly': { zh: '只有作者可以修改该复盘报告', en: 'Only its author may change this review' },
  'review.otherEmail': {
    zh: '只能查询自己的复盘报告',
    en: 'You can only ask about your own reviews',
  },
  'review.alreadyPublished': { zh: '该复盘报告已发布', en: 'This review is already published' },
  'review.publishedNotDeletable': {
    zh: '已发布的复盘报告不能删除',
    en: 'A published review cannot be deleted',
  },
  // Process center (docs/workflow.md)
  'workflow.pageSize': { zh: '每页条数应为 1 到 1000', en: 'The page size must be from 1 to 1000' },
  'workflow.box': { zh: 'box 只能是 mine、todo 或 done', en: 'box must be mine, todo or done' },
  'workflow.type': {
    zh: '流程类型只能是 leave、expense、travel、purchase、seal 或 overtime',
    en: 'The type must be leave, expense, travel, purchase, seal or overtime',
  },
  'workflow.status': {
    zh: '流程状态只能是 pending、approved、rejected 或 withdrawn',
    en: 'The status must be pending, approved, rejected or withdrawn',
  },
  'workflow.decision': {
    zh: '审批结果只能是 approve 或 reject',
    en: 'The decision must be approve or reject',
  },
  'workflow.commentTooLong': {
    zh: '审批意见不能超过 500 个字',
    en: 'The comment is longer than 500 characters',
  },
  'workflow.commentRequired': { zh: '驳回时请填写审批意见', en: 'Give a reason when you reject' },
  'workflow.notFound': { zh: '流程不存在', en: 'That request does not exist' },
  'workflow.notVisible': {
    zh: '只有流程的发起人和审批人可以查看',
    en: 'Only the requester and the approvers of a request may see it',
  },
  'workflow.notYourTurn': {
    zh: '该流程当前不在你的审批节点',
    en: 'The request is not waiting for your approval',
  },
  'workflow.requesterOnly': { zh: '只有发起人可以撤回流程', en: 'Only the requester may withdraw a request' },
  'workflow.finished': {
    zh: '流程已结束，不能再审批或撤回',
    en: 'The request is finished; it can no longer be decided or withdrawn',
  },
  'workflow.withdrawn': { zh: '流程已撤回', en: 'The request was withdrawn' },
  // Personal projects (docs/personal-projects.md)
  'projects.status': {
    zh: '项目状态只能是 planning、active、paused 或 done',
    en: 'The status must be planning, active, paused or done',
  },
  'projects.year': { zh: '年份应为 2000 到 2100 之间的整数', en: 'The year must be from 2000 to 2100' },
  'projects.keywordTooLong': { zh: '关键词不能超过 50 个字', en: 'The keyword is longer than 50 characters' },
  'projects.nameRequired': { zh: '请输入项目名称', en: 'Enter the project name' },
  'projects.nameTooLong': { zh: '项目名称不能超过 100 个字', en: 'The name is longer than 100 characters' },
  'projects.roleTooLong': { zh: '项目角色不能超过 50 个字', en: 'The role is longer than 50 characters' },
  'projects.progress': {
    zh: '进度应为 0 到 100 之间的整数',
    en: 'The progress must be a whole number from 0 to 100',
  },
  'projects.descriptionTooLong': {
    zh: '项目描述不能超过 2000 个字',
    en: 'The description is longer than 2000 characters',
  },
  'projects.endBeforeStart': { zh: '结束日期不能早于开始日期', en: 'The end date is before the start date' },
  'projects.notFound': { zh: '项目不存在', en: 'That project does not exist' },
  'projects.notYours': {
    zh: '只能修改或删除自己的项目',
    en: 'You can only change or delete your own projects',
  },
  'projects.created': { zh: '项目已创建', en: 'The project was created' },
  'projects.updated': { zh: '项目已保存', en: 'The project was saved' },
  'projects.deleted': { zh: '项目已删除', en: 'The project was deleted' },
  // Public assets (docs/public-assets.md)
  'assets.category': {
    zh: '资产类别只能是 computer、display、network、av、furniture、vehicle 或 other',
    en: 'The category must be computer, display, network, av, furniture, vehicle or other',
  },
  'assets.status': {
    zh: '资产状态只能是 inUse、idle、repair 或 scrapped',
    en: 'The status must be inUse, idle, repair or scrapped',
  },
  'assets.numberRequired': { zh: '请输入资产编号', en: 'Enter the asset number' },
  'assets.numberTooLong': {
    zh: '资产编号不能超过 40 个字',
    en: 'The asset number is longer than 40 characters',
  },
  'assets.nameRequired': { zh: '请输入资产名称', en: 'Enter the asset name' },
  'assets.nameTooLong': { zh: '资产名称不能超过 100 个字', en: 'The name is longer than 100 characters' },
  'assets.unknownLocation': { zh: '存放地点不存在', en: 'Unknown location' },
  'assets.unknownCustodian': { zh: '没有该邮箱的员工', en: 'No employee has that email' },
  'assets.duplicateNumber': { zh: '资产编号已存在', en: 'That asset number is already taken' },
  'assets.notFound': { zh: '资产不存在', en: 'That asset does not exist' },
  'assets.created': { zh: '资产已添加', en: 'The asset was added' },
  'assets.updated': { zh: '资产已保存', en: 'The asset was saved' },
  // Module rights (docs/people.md)
  'rights.unknownRight': {
    zh: '权限只能是 apartment:import、rotation:import、feedback:read、holiday:edit、software:publish、assets:edit',
    en: 'The right must be apartment:import, rotation:import, feedback:read, holiday:edit, software:publish or assets:edit',
  },
  'rights.unknownEmployee': { zh: '没有该邮箱的员工', en: 'No employee has that email' },
  // Holiday calendar (docs/holidays.md)
  'holidays.yearRange': { zh: '年份应在 2000 到 2100 之间', en: 'The year must be between 2000 and 2100' },
  'holidays.nameRequired': {
    zh: '请填写假期的中文和英文名称',
    en: "Enter the holiday's Chinese and English names",
  },
  'holidays.nameTooLong': { zh: '假期名称不能超过 50 个字', en: 'A holiday name is at most 50 characters' },
  'holidays.order': { zh: '假期的结束日期不能早于开始日期', en: 'A holiday cannot end before it starts' },
  'holidays.tooLong': { zh: '一个假期最长 31 天', en: 'A holiday lasts at most 31 days' },
  'holidays.outsideYear': {
    zh: '假期的开始或结束日期须在所属年份内',
    en: "A holiday must start or end in its notice's year",
  },
  'holidays.tooManyWorkdays': {
    zh: '一个假期最多 5 个调休上班日',
    en: 'A holiday has at most 5 make-up workdays',
  },
  'holidays.workdayRepeated': { zh: '调休上班日不能重复', en: 'A make-up workday is listed twice' },
  'holidays.workdayInHoliday': {
    zh: '调休上班日不能落在假期之内',
    en: 'A make-up workday cannot fall within a holiday',
  },
  'holidays.workdayFar': {
    zh: '调休上班日须在假期前后 45 天以内',
    en: 'A make-up workday lies within 45 days of its holiday',
  },
  'holidays.overlap': { zh: '与已有的假期日期重叠', en: 'The dates overlap another holiday' },
  'holidays.workdayTaken': {
    zh: '该调休上班日已属于另一个假期',
    en: 'That make-up workday already belongs to another holiday',
  },
  'holidays.notFound': { zh: '假期不存在或已被删除', en: 'That holiday does not exist or was removed' },
  // Software downloads (docs/software.md)
  'software.category': { zh: '软件分类不正确', en: 'Unknown software category' },
  'software.platform': { zh: '适用平台不正确', en: 'Unknown platform' },
  'software.nameRequired': { zh: '请填写软件名称', en: 'Enter the software name' },
  'software.nameTooLong': {
    zh: '软件名称不能超过 100 个字',
    en: 'A software name is at most 100 characters',
  },
  'software.version': {
    zh: '版本号只能包含字母、数字和 . _ + -，最长 40 个字符',
    en: 'A version is letters, digits and . _ + - (at most 40 characters)',
  },
  'software.descriptionTooLong': {
    zh: '软件说明不能超过 1000 个字',
    en: 'A description is at most 1000 characters',
  },
  'software.badType': {
    zh: '仅支持 ZIP/EXE/MSI/DMG/APK/DEB/RPM 格式的安装包',
    en: 'Only ZIP/EXE/MSI/DMG/APK/DEB/RPM packages are supported',
  },
  'software.unknownFile': {
    zh: '请先上传该软件的安装包',
    en: 'Upload the package file first',
  },
  'software.duplicate': {
    zh: '该软件在此平台上已有相同的版本',
    en: 'That version of the software is already published for this platform',
  },
  'software.fileTaken': {
    zh: '该安装包已发布为另一个版本',
    en: 'That package file is already published as another version',
  },
  // Spreadsheet imports (docs/spreadsheet-imports.md)
  'import.missingFile': { zh: '请选择一个 xlsx 或 xls 文件', en: 'Choose one .xlsx or .xls file' },
  'import.notSpreadsheet': {
    zh: '只能导入 xlsx 或 xls 格式的表格文件',
    en: 'Only .xlsx or .xls spreadsheets can be imported',
  },
  'import.tooLarge': { zh: '导入文件最大支持{size}', en: 'Import files are at most {size}' },
  'import.expandsTooMuch': {
    zh: '文件解压后过大，不像是正常的表格',
    en: 'The file expands to far more than a spreadsheet would',
  },
  'apartment.importNotPreviewed': {
    zh: '房源列表或文件与预览时不同，请重新预览后再确认导入',
    en: 'The listings or the file differ from the preview; preview the file again, then confirm',
  },
  'import.rangeTooLarge': {
    zh: '表格的使用区域为 {rows} 行 × {columns} 列，超过上限 {max} 个单元格（行数 × 列数），未导入任何数据',
    en: 'The sheet spans {rows} rows × {columns} columns, more than the {max} cells (rows × columns) an import may hold; nothing was imported',
  },
  'import.tooComplex': {
    zh: '表格过于复杂，无法在限定的时间和内存内读取，未导入任何数据',
    en: 'The spreadsheet is too complex to read within the time and memory an import may use; nothing was imported',
  },
  'import.unreadable': { zh: '无法读取该表格文件', en: 'The spreadsheet cannot be read' },
  'import.empty': { zh: '表格中没有数据行', en: 'The spreadsheet has no data rows' },
  'import.tooManyRows': { zh: '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once' },
  'import.missingColumns': {
    zh: '表格缺少列：{columns}，未导入任何数据',
    en: 'The spreadsheet lacks the columns {columns}; nothing was imported',
  },
  'import.invalidRows': {
    zh: '表格有 {count} 处错误，未导入任何数据：{problems}',
    en: 'The spreadsheet has {count} problem(s); nothing was imported: {problems}',
  },
  'importProblem.cell': { zh: '第 {row} 行「{column}」{reason}', en: 'row {row}, "{column}": {reason}' },
  'importProblem.required': { zh: '不能为空', en: 'is required' },
  'importProblem.integer': { zh: '应为不小于 0 的整数', en: 'must be a whole number of 0 or more' },
  'importProblem.unknownValue': { zh: '只能是 {values}', en: 'must be one of {values}' },
  'importProblem.tooLong': { zh: '不能超过 {max} 个字', en: 'is longer than {max} characters' },
  'importProblem.more': { zh: '等', en: 'and more' },
} satisfies Record<ErrorKey | SuccessKey | NoticeKey | ImportProblemKey, Record<Language, string>>;

export type MessageKey = ErrorKey | SuccessKey | NoticeKey | ImportProblemKey;
export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return catalogue[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
