// @ts-expect-error: a build-time module (build-plugins/contract-values.ts); its types are declared below.
import * as values from 'virtual:contract-values';
import type * as Contracts from '@portal/contracts';

type RouteTable = typeof Contracts.routes;

/**
 * The contracts' plain values for code in the first load of every page (the shell and the API
 * client): the same names and values as `@portal/contracts`, without zod, which a value import from
 * the contracts would bring. The route table keeps each route's method and path; types still come
 * from the contracts. Page code may import from `@portal/contracts` directly.
 */
export const {
  routes,
  navigations,
  SUCCESS_CODE,
  NOT_SIGNED_IN_CODE,
  XHR_HEADER_VALUE,
  UPLOAD_FIELD,
  IMPORT_FILE_FIELD,
  IMPORT_NAME_FIELD,
  IMPORT_EXTENSIONS,
} = values as {
  routes: { [N in keyof RouteTable]: Pick<RouteTable[N], 'method' | 'path'> };
  navigations: typeof Contracts.navigations;
  SUCCESS_CODE: typeof Contracts.SUCCESS_CODE;
  NOT_SIGNED_IN_CODE: typeof Contracts.NOT_SIGNED_IN_CODE;
  XHR_HEADER_VALUE: typeof Contracts.XHR_HEADER_VALUE;
  UPLOAD_FIELD: typeof Contracts.UPLOAD_FIELD;
  IMPORT_FILE_FIELD: typeof Contracts.IMPORT_FILE_FIELD;
  IMPORT_NAME_FIELD: typeof Contracts.IMPORT_NAME_FIELD;
  IMPORT_EXTENSIONS: typeof Contracts.IMPORT_EXTENSIONS;
};

export const { PARTNER_USER_ID_HEADER, PARTNER_TOKEN_HEADER, BOOKING_WINDOW_DAYS } = values as {
  PARTNER_USER_ID_HEADER: typeof Contracts.PARTNER_USER_ID_HEADER;
  PARTNER_TOKEN_HEADER: typeof Contracts.PARTNER_TOKEN_HEADER;
  BOOKING_WINDOW_DAYS: typeof Contracts.BOOKING_WINDOW_DAYS;
};

export const { NAV_MENUS, UNREAD_MESSAGE_PAGE_SIZE, NOTICE_POLL_MS, DEFAULT_COMPANY_TIME_ZONE } = values as {
  NAV_MENUS: typeof Contracts.NAV_MENUS;
  UNREAD_MESSAGE_PAGE_SIZE: typeof Contracts.UNREAD_MESSAGE_PAGE_SIZE;
  NOTICE_POLL_MS: typeof Contracts.NOTICE_POLL_MS;
  DEFAULT_COMPANY_TIME_ZONE: string;
};

export const {
  TEMPLATE_CATEGORIES,
  SLOT_MINUTES,
  RULE_LIST_PAGE_SIZE,
  COMMENT_RESOURCE_TYPES,
  LOCATIONS,
  HOME_LATEST_COUNT,
  COMMENT_MAX_LENGTH,
  ALL_AWARDS_ID,
  WALL_OF_FAME_PAGE_SIZE,
  UPLOAD_MAX_BYTES,
  UPLOAD_ALLOWED_TYPES,
  TIMELINE_START_HOUR,
  TIMELINE_END_HOUR,
  NOTICE_COLUMN_ID,
  MENTOR_AWARD_ID,
  HOT_QUESTION_PAGE_SIZE,
  HONOR_TOP_COUNT,
  DEVICE_OPTIONS,
  DATE_FORMAT,
  CULTURE_CIRCLES,
  CAPACITY_MAX,
  CAPACITY_DEFAULT_MIN,
  BOOKING_WINDOW_MS,
  downloadPaths,
} = values as {
  TEMPLATE_CATEGORIES: typeof Contracts.TEMPLATE_CATEGORIES;
  SLOT_MINUTES: typeof Contracts.SLOT_MINUTES;
  RULE_LIST_PAGE_SIZE: typeof Contracts.RULE_LIST_PAGE_SIZE;
  COMMENT_RESOURCE_TYPES: typeof Contracts.COMMENT_RESOURCE_TYPES;
  LOCATIONS: typeof Contracts.LOCATIONS;
  HOME_LATEST_COUNT: typeof Contracts.HOME_LATEST_COUNT;
  COMMENT_MAX_LENGTH: typeof Contracts.COMMENT_MAX_LENGTH;
  ALL_AWARDS_ID: typeof Contracts.ALL_AWARDS_ID;
  WALL_OF_FAME_PAGE_SIZE: typeof Contracts.WALL_OF_FAME_PAGE_SIZE;
  UPLOAD_MAX_BYTES: typeof Contracts.UPLOAD_MAX_BYTES;
  UPLOAD_ALLOWED_TYPES: typeof Contracts.UPLOAD_ALLOWED_TYPES;
  TIMELINE_START_HOUR: typeof Contracts.TIMELINE_START_HOUR;
  TIMELINE_END_HOUR: typeof Contracts.TIMELINE_END_HOUR;
  NOTICE_COLUMN_ID: typeof Contracts.NOTICE_COLUMN_ID;
  MENTOR_AWARD_ID: typeof Contracts.MENTOR_AWARD_ID;
  HOT_QUESTION_PAGE_SIZE: typeof Contracts.HOT_QUESTION_PAGE_SIZE;
  HONOR_TOP_COUNT: typeof Contracts.HONOR_TOP_COUNT;
  DEVICE_OPTIONS: typeof Contracts.DEVICE_OPTIONS;
  DATE_FORMAT: typeof Contracts.DATE_FORMAT;
  CULTURE_CIRCLES: typeof Contracts.CULTURE_CIRCLES;
  CAPACITY_MAX: typeof Contracts.CAPACITY_MAX;
  CAPACITY_DEFAULT_MIN: typeof Contracts.CAPACITY_DEFAULT_MIN;
  BOOKING_WINDOW_MS: typeof Contracts.BOOKING_WINDOW_MS;
  downloadPaths: typeof Contracts.downloadPaths;
};

export const {
  MEETING_STATUS,
  MEETING_STATUS_OPEN,
  ACTION_STATUSES,
  MY_ACTION_SCOPES,
  ACTION_OWNERS_MAX,
  FREQUENT_PERSONNEL_MAX,
  MINUTES_MAX_LENGTH,
  HELD_MEETING_LOOKBACK_DAYS,
} = values as {
  MEETING_STATUS: typeof Contracts.MEETING_STATUS;
  MEETING_STATUS_OPEN: typeof Contracts.MEETING_STATUS_OPEN;
  ACTION_STATUSES: typeof Contracts.ACTION_STATUSES;
  MY_ACTION_SCOPES: typeof Contracts.MY_ACTION_SCOPES;
  ACTION_OWNERS_MAX: typeof Contracts.ACTION_OWNERS_MAX;
  FREQUENT_PERSONNEL_MAX: typeof Contracts.FREQUENT_PERSONNEL_MAX;
  MINUTES_MAX_LENGTH: typeof Contracts.MINUTES_MAX_LENGTH;
  HELD_MEETING_LOOKBACK_DAYS: typeof Contracts.HELD_MEETING_LOOKBACK_DAYS;
};

export const {
  FEEDBACK_FORM_KEY,
  FEEDBACK_ANSWER_MAX_LENGTH,
  FEEDBACK_ANSWERS_PAGE_SIZE,
  formAnswersExportPath,
} = values as {
  FEEDBACK_FORM_KEY: typeof Contracts.FEEDBACK_FORM_KEY;
  FEEDBACK_ANSWER_MAX_LENGTH: typeof Contracts.FEEDBACK_ANSWER_MAX_LENGTH;
  FEEDBACK_ANSWERS_PAGE_SIZE: typeof Contracts.FEEDBACK_ANSWERS_PAGE_SIZE;
  formAnswersExportPath: typeof Contracts.formAnswersExportPath;
};

export const {
  GALLERY_MONTHLY_ACTIVITY_NO,
  GALLERY_MONTHS,
  GALLERY_DEFAULT_MONTH,
  GALLERY_TEAMS_ACTIVITY_NO,
  CHILDREN_DAY_ACTIVITY_NOS,
  GALLERY_ROW_SIZE,
} = values as {
  GALLERY_MONTHLY_ACTIVITY_NO: typeof Contracts.GALLERY_MONTHLY_ACTIVITY_NO;
  GALLERY_MONTHS: typeof Contracts.GALLERY_MONTHS;
  GALLERY_DEFAULT_MONTH: typeof Contracts.GALLERY_DEFAULT_MONTH;
  GALLERY_TEAMS_ACTIVITY_NO: typeof Contracts.GALLERY_TEAMS_ACTIVITY_NO;
  CHILDREN_DAY_ACTIVITY_NOS: typeof Contracts.CHILDREN_DAY_ACTIVITY_NOS;
  GALLERY_ROW_SIZE: typeof Contracts.GALLERY_ROW_SIZE;
};

export const { ROTATION_TEMPLATE_PATH } = values as {
  ROTATION_TEMPLATE_PATH: typeof Contracts.ROTATION_TEMPLATE_PATH;
};

export const { APARTMENT_TEMPLATE_PATH } = values as {
  APARTMENT_TEMPLATE_PATH: typeof Contracts.APARTMENT_TEMPLATE_PATH;
};
