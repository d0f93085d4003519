import type { PersonalProject, PersonalProjectFields, ProjectStatus } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** What the form holds: the dates as pickers hold them. */
export interface ProjectFormValues {
  name: string;
  role: string;
  status: ProjectStatus;
  period: [Dayjs, Dayjs | null];
  progress: number;
  description: string;
}

const DAY = 'YYYY-MM-DD';

/** A new project starts today, in planning, with nothing done. */
export const newProjectValues = (today: Dayjs): Partial<ProjectFormValues> => ({
  status: 'planning',
  period: [today, null],
  progress: 0,
  role: '',
  description: '',
});

export const formValuesOf = (project: PersonalProject): ProjectFormValues => ({
  name: project.name,
  role: project.role,
  status: project.status,
  period: [dayjs(project.startDate), project.endDate ? dayjs(project.endDate) : null],
  progress: project.progress,
  description: project.description,
});

/** The call's fields; an open end is sent empty. */
export const fieldsOf = ({ period, ...values }: ProjectFormValues): PersonalProjectFields => ({
  ...values,
  startDate: period[0].format(DAY),
  endDate: period[1] ? period[1].format(DAY) : '',
});
