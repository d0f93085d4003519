import { z } from 'zod';
import { bodyId, maxChars, text } from './primitives.ts';
import { define } from './route-definition.ts';
import { calendarDateString } from './time.ts';

/** 规划中, 进行中, 已暂停, 已完成. */
export const PROJECT_STATUSES = ['planning', 'active', 'paused', 'done'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_ROLE_MAX_LENGTH = 50;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 2000;
/** The years the year filter accepts (a project counts in every year it runs). */
export const PROJECT_YEAR_MIN = 2000;
export const PROJECT_YEAR_MAX = 2100;

/** One of my projects; `endDate` is null while it has no planned end. */
export const personalProject = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  status: z.enum(PROJECT_STATUSES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  progress: z.number().int(),
  description: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type PersonalProject = z.infer<typeof personalProject>;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The list's filters: each blank (or absent) means any. */
export const personalProjectFilter = z.object({
  status: z.preprocess(blankToUndefined, z.enum(PROJECT_STATUSES, { message: 'projects.status' }).optional()),
  year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int({ message: 'projects.year' })
      .min(PROJECT_YEAR_MIN, { message: 'projects.year' })
      .max(PROJECT_YEAR_MAX, { message: 'projects.year' })
      .optional(),
  ),
  keyword: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .check(maxChars(50, { message: 'projects.keywordTooLong' }))
      .optional(),
  ),
});

/** What the form sends to create a project or to change one. */
export const personalProjectFields = z.object({
  name: text()
    .trim()
    .min(1, { message: 'projects.nameRequired' })
    .check(maxChars(PROJECT_NAME_MAX_LENGTH, { message: 'projects.nameTooLong' })),
  role: text()
    .trim()
    .check(maxChars(PROJECT_ROLE_MAX_LENGTH, { message: 'projects.roleTooLong' }))
    .default(''),
  status: z.enum(PROJECT_STATUSES, { message: 'projects.status' }),
  startDate: calendarDateString,
  endDate: z.preprocess(blankToUndefined, calendarDateString.optional()).transform((value) => value ?? null),
  progress: z
    .number({ message: 'projects.progress' })
    .int({ message: 'projects.progress' })
    .min(0, { message: 'projects.progress' })
    .max(100, { message: 'projects.progress' }),
  description: text()
    .trim()
    .check(maxChars(PROJECT_DESCRIPTION_MAX_LENGTH, { message: 'projects.descriptionTooLong' }))
    .default(''),
});
export type PersonalProjectFields = z.input<typeof personalProjectFields>;

export const personalProjectUpdate = personalProjectFields.extend({ id: bodyId() });
export const personalProjectDeletion = z.object({ id: bodyId() });

/** Why a personal project call was refused. */
export const PERSONAL_PROJECTS_ERROR_KEYS = [
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
] as const;

export const personalProjectsRoutes = {
  personalProjectList: define({
    method: 'GET',
    path: '/personalProject/list',
    query: personalProjectFilter,
    answer: z.array(personalProject),
  }),
  personalProjectCreate: define({
    method: 'POST',
    path: '/personalProject/create',
    body: personalProjectFields,
    answer: personalProject,
  }),
  personalProjectUpdate: define({
    method: 'POST',
    path: '/personalProject/update',
    body: personalProjectUpdate,
    answer: personalProject,
  }),
  personalProjectDelete: define({
    method: 'POST',
    path: '/personalProject/delete',
    body: personalProjectDeletion,
    answer: z.null(),
  }),
} as const;
