import { z } from 'zod';

/** Why a spreadsheet import was refused (features/spreadsheets): the page explains each in place. */
export const IMPORT_ERROR_KEYS = [
  'import.missingFile',
  'import.notSpreadsheet',
  'import.tooLarge',
  'import.expandsTooMuch',
  'import.unreadable',
  'import.empty',
  'import.tooManyRows',
  'import.missingColumns',
  'import.invalidRows',
] as const;

/**
 * Every reason a call can be refused, as a stable key. A failed answer carries it in `error` so
 * that clients branch on the reason, never on the translated `message` (which follows the
 * reader's language). The contract's own zod schemas use these keys as their issue messages, so a
 * validation failure names its reason the same way. The server holds the zh/en sentence for each.
 */
export const ERROR_KEYS = [
  // Any call
  'auth.notSignedIn',
  'auth.xhrRequired',
  'auth.forbidden',
  'server.error',
  'request.invalid',
  'request.badJson',
  'request.notFound',
  'request.tooLarge',
  'request.unsupportedType',
  'request.tooManyRequests',
  'request.nulByte',
  'request.idRange',
  'request.tooManyWrites',
  // Dates and times
  'time.format',
  'date.format',
  'time.endAfterStart',
  // Rooms, bookings and meetings
  'room.unknownLocation',
  'room.unknownDevice',
  'room.capacityRange',
  'room.notFound',
  'room.windowOneDay',
  'booking.conflict',
  'booking.past',
  'booking.tooFar',
  'booking.misaligned',
  'booking.outsideHours',
  'booking.closed',
  'booking.notFound',
  'booking.notYours',
  'booking.ended',
  'booking.alreadyCancelled',
  'booking.otherEmail',
  'meeting.nameRequired',
  'meeting.nameTooLong',
  'meeting.contentTooLong',
  'meeting.attendeeEmail',
  'meeting.unknownAttendee',
  'meeting.unknownAttachment',
  'meeting.notFound',
  'meeting.notVisible',
  'meeting.organizerOnly',
  'meeting.recorderOnly',
  'meeting.actionManagersOnly',
  'meeting.actionOwnerOnly',
  'meeting.otherEmail',
  'meeting.alreadyCancelled',
  'meeting.ended',
  'meeting.listType',
  'meeting.statusValue',
  'meeting.minutesTooLong',
  'meeting.minutesNothing',
  'meeting.minutesRequired',
  'meeting.heldDayRange',
  'meeting.unknownRecorder',
  'meeting.actionNotFound',
  'meeting.actionTitleRequired',
  'meeting.actionTitleTooLong',
  'meeting.actionOwnerRequired',
  'meeting.unknownOwner',
  'meeting.actionStatus',
  'meeting.actionScope',
  'meeting.progressTooLong',
  // Files
  'file.missing',
  'file.malformed',
  'file.tooLarge',
  'file.badType',
  'file.nameMismatch',
  'file.notFound',
  'file.uploadFailed',
  'file.quotaExceeded',
  // Portal shell: in-app messages and the help chat
  'shell.readFlag',
  'shell.messageIds',
  'shell.helpChatOff',
  'procurement.monthFormat',
  // Partner-app mode: why a partner token was not accepted (code '302' except keysUnavailable)
  'partner.off',
  'partner.tokenInvalid',
  'partner.tokenExpired',
  'partner.otherUser',
  'partner.unknownEmployee',
  'partner.keysUnavailable',
  // Sign-in
  'signIn.wrongPassword',
  'signIn.tooManyAttempts',
  // Honor hall and comment threads
  'honor.monthFormat',
  'honor.notFound',
  'comments.resourceNotFound',
  'comments.notFound',
  'comments.commentEmpty',
  'comments.commentTooLong',
  'comments.commentNotFound',
  'comments.notYourComment',
  // Rule library, news/notices and downloads
  'news.notFound',
  'downloads.notOurFile',
  'downloads.zipFileCount',
  'downloads.zipTooLarge',
  // Activity galleries
  'gallery.activityNo',
  'gallery.monthRange',
  'gallery.monthNotMonthly',
  'gallery.notFound',
  // Feedback questionnaire
  'feedback.templateNotFound',
  'feedback.nothingAnswered',
  'feedback.answerTooLong',
  'feedback.repeatedQuestion',
  'feedback.unknownQuestion',
  // Job rotation
  'rotation.notFound',
  // Process center (workflow requests)
  'workflow.pageSize',
  'workflow.box',
  'workflow.type',
  'workflow.status',
  'workflow.decision',
  'workflow.commentTooLong',
  'workflow.commentRequired',
  'workflow.notFound',
  'workflow.notVisible',
  'workflow.notYourTurn',
  'workflow.requesterOnly',
  'workflow.finished',
  // Personal projects
  'projects.status',
  'projects.year',
  'projects.keywordTooLong',
  'projects.nameRequired',
  'projects.nameTooLong',
  'projects.roleTooLong',
  'projects.progress',
  'projects.descriptionTooLong',
  'projects.endBeforeStart',
  'projects.notFound',
  'projects.notYours',
  // Public assets
  'assets.category',
  'assets.status',
  'assets.numberRequired',
  'assets.numberTooLong',
  'assets.nameRequired',
  'assets.nameTooLong',
  'assets.unknownLocation',
  'assets.unknownCustodian',
  'assets.duplicateNumber',
  'assets.notFound',
  // Module rights (granted by an administrator)
  'rights.unknownRight',
  'rights.unknownEmployee',
  // Spreadsheet imports (apartments, job rotation)
  ...IMPORT_ERROR_KEYS,
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

const errorKeySet: ReadonlySet<string> = new Set(ERROR_KEYS);
export const isErrorKey = (key: string): key is ErrorKey => errorKeySet.has(key);

export const errorKey = z.enum(ERROR_KEYS);
