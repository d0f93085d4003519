import type { ImportedValues } from '../spreadsheets/index.ts';
import type { RotationColumn } from './import-columns.ts';
import type { NewJob } from './repository.ts';

const textOf = (value: ImportedValues<RotationColumn>[RotationColumn]) =>
  Array.isArray(value) ? value.join('\n') : String(value);
const linesOf = (value: ImportedValues<RotationColumn>[RotationColumn]) =>
  Array.isArray(value) ? value : textOf(value) === '' ? [] : [textOf(value)];

/** A checked sheet row as a job of the import `importId` (the columns' types were checked when read). */
export function jobFromRow(values: ImportedValues<RotationColumn>, importId: number): NewJob {
  return {
    importId,
    companyName: textOf(values.companyName),
    levelOneDepartment: textOf(values.levelOneDepartment),
    levelThreeDepartment: textOf(values.levelThreeDepartment),
    jobName: textOf(values.jobName),
    jobSystem: textOf(values.jobSystem),
    jobAttribute: textOf(values.jobAttribute),
    jobExpectedNumber: Number(values.jobExpectedNumber),
    jobBase: textOf(values.jobBase),
    onsiteTime: textOf(values.onsiteTime),
    duration: textOf(values.duration),
    contactPersonName: textOf(values.contactPersonName),
    otherRequirements: textOf(values.otherRequirements),
    jobDescription: linesOf(values.jobDescriptionArray),
    technicalDirection: linesOf(values.technicalAndProfessionalDirectionArray),
    otherSkillRequirements: linesOf(values.otherSkillRequirementsArray),
  };
}
