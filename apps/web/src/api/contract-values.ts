import { routes as plainRoutes } from 'virtual:contract-values';
import type { routes as contractRoutes } from '@portal/contracts';

/**
 * The contracts' plain values for code in the first load of every page (the shell and the API
 * client): the same names and values as `@portal/contracts`, without zod, which a value import from
 * the contracts would bring. They are named imports of a module of plain `export const`s
 * (build-plugins/contract-values.ts), so the build keeps only the ones some code uses. The route
 * table keeps each route's method and path; types still come from the contracts. Page code may
 * import from `@portal/contracts` directly.
 */
export const routes = plainRoutes as unknown as {
  [N in keyof typeof contractRoutes]: Pick<(typeof contractRoutes)[N], 'method' | 'path'>;
};

export {
  ACTION_OWNERS_MAX,
  ACTION_STATUSES,
  ALL_AWARDS_ID,
  APARTMENT_TEMPLATE_PATH,
  BOOK_PAGE_SIZE,
  BOOKING_WINDOW_DAYS,
  BOOKING_WINDOW_MS,
  CAPACITY_DEFAULT_MIN,
  CAPACITY_MAX,
  CHILDREN_DAY_ACTIVITY_NOS,
  COMMENT_MAX_LENGTH,
  COMMENT_RESOURCE_TYPES,
  CULTURE_CIRCLES,
  DATE_FORMAT,
  DEFAULT_COMPANY_TIME_ZONE,
  DEVICE_OPTIONS,
  downloadPaths,
  FEEDBACK_ANSWER_MAX_LENGTH,
  FEEDBACK_ANSWERS_PAGE_SIZE,
  FEEDBACK_FORM_KEY,
  FREQUENT_PERSONNEL_MAX,
  formAnswersExportPath,
  GALLERY_DEFAULT_MONTH,
  GALLERY_MONTHLY_ACTIVITY_NO,
  GALLERY_MONTHS,
  GALLERY_ROW_SIZE,
  GALLERY_TEAMS_ACTIVITY_NO,
  HELD_MEETING_LOOKBACK_DAYS,
  HOLIDAY_MAX_WORKDAYS,
  HOLIDAY_NAME_MAX,
  HOME_LATEST_COUNT,
  HONOR_TOP_COUNT,
  HOT_QUESTION_PAGE_SIZE,
  IMPORT_ERROR_KEYS,
  IMPORT_EXTENSIONS,
  IMPORT_FILE_FIELD,
  IMPORT_NAME_FIELD,
  LOCATIONS,
  MEETING_STATUS,
  MEETING_STATUS_OPEN,
  MENTOR_AWARD_ID,
  MINUTES_MAX_LENGTH,
  MY_ACTION_SCOPES,
  NAV_MENUS,
  NOT_SIGNED_IN_CODE,
  NOTICE_COLUMN_ID,
  NOTICE_POLL_MS,
  navigations,
  PARTNER_TOKEN_HEADER,
  PARTNER_USER_ID_HEADER,
  ROTATION_TEMPLATE_PATH,
  RULE_LIST_PAGE_SIZE,
  SLOT_MINUTES,
  SOFTWARE_CATEGORIES,
  SOFTWARE_FILE_TYPES,
  SOFTWARE_PLATFORMS,
  SUCCESS_CODE,
  TEMPLATE_CATEGORIES,
  TIMELINE_END_HOUR,
  TIMELINE_START_HOUR,
  UNREAD_MESSAGE_PAGE_SIZE,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  WALL_OF_FAME_PAGE_SIZE,
  XHR_HEADER_VALUE,
} from 'virtual:contract-values';
