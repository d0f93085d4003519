import { z } from 'zod';
import { bodyId, queryId } from './primitives.ts';
import { define } from './route-definition.ts';
import { importResult } from './spreadsheets.ts';

/** Where a right holder downloads the import sheet with its header row (a navigation, not a call). */
export const ROTATION_TEMPLATE_PATH = '/rotation/template';

/** A job open to internal rotation, with its field names as the API sends them. */
export const jobRotation = z.object({
  id: z.number(),
  companyName: z.string(),
  levelOneDepartment: z.string(),
  levelThreeDepartment: z.string(),
  jobName: z.string(),
  jobSystem: z.string(),
  jobAttribute: z.string(),
  jobExpectedNumber: z.number(),
  jobBase: z.string(),
  onsiteTime: z.string(),
  duration: z.string(),
  contactPersonName: z.string(),
  otherRequirements: z.string(),
  jobDescriptionArray: z.array(z.string()),
  technicalAndProfessionalDirectionArray: z.array(z.string()),
  otherSkillRequirementsArray: z.array(z.string()),
});
export type JobRotation = z.infer<typeof jobRotation>;

export const rotationRemoveQuery = z.object({ id: queryId() });
export const rotationDetailRequest = z.object({ id: bodyId() });

/** Why a job rotation call was refused (imports: IMPORT_ERROR_KEYS). */
export const ROTATION_ERROR_KEYS = ['rotation.notFound'] as const;

export const rotationRoutes = {
  /** Whether the caller may import and remove jobs. */
  rotationAuth: define({ method: 'GET', path: '/rotation/auth', answer: z.boolean() }),
  rotationList: define({ method: 'POST', path: '/rotation/list/query', answer: z.array(jobRotation) }),
  rotationRemove: define({
    method: 'GET',
    path: '/rotation/remove',
    query: rotationRemoveQuery,
    answer: z.null(),
  }),
  rotationDetail: define({
    method: 'POST',
    path: '/rotation/detail',
    body: rotationDetailRequest,
    answer: jobRotation,
  }),
  // The original path is not given; an import adds the sheet's jobs to the open ones.
  rotationImport: define({ method: 'POST', path: '/rotation/import', multipart: true, answer: importResult }),
} as const;
