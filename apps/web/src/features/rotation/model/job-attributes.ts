import type { JobRotation } from '@portal/contracts';

/** The fields of a job's attributes section, in the order the detail page shows them. */
export const ATTRIBUTE_FIELDS = [
  'companyName',
  'levelOneDepartment',
  'levelThreeDepartment',
  'jobSystem',
  'jobAttribute',
  'jobExpectedNumber',
  'jobBase',
  'onsiteTime',
  'duration',
  'contactPersonName',
  'otherRequirements',
] as const satisfies readonly (keyof JobRotation)[];

export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];

/** Each attribute with its value as text; a blank one is null, so the page can say so. */
export function jobAttributes(job: JobRotation): { field: AttributeField; value: string | null }[] {
  return ATTRIBUTE_FIELDS.map((field) => {
    const value = String(job[field]).trim();
    return { field, value: value === '' ? null : value };
  });
}

/** The three lists of a job, each under its section name. */
export const jobSections = (job: JobRotation) =>
  [
    { section: 'description', items: job.jobDescriptionArray },
    { section: 'technicalDirection', items: job.technicalAndProfessionalDirectionArray },
    { section: 'otherSkills', items: job.otherSkillRequirementsArray },
  ] as const;
