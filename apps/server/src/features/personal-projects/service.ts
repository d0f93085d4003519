import type {
  PersonalProject,
  ProjectStatus,
  personalProjectFields,
  personalProjectFilter,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { CompanyClock } from '../../lib/company-time.ts';
import { canChangeProject } from './policy.ts';
import * as repository from './repository.ts';

type Fields = z.output<typeof personalProjectFields>;
type Filter = z.output<typeof personalProjectFilter>;

const projectOf = (row: repository.ProjectRow, clock: CompanyClock): PersonalProject => ({
  id: row.id,
  name: row.name,
  role: row.role,
  status: row.status as ProjectStatus,
  startDate: row.startDate,
  endDate: row.endDate,
  progress: row.progress,
  description: row.description,
  createTime: clock.format(row.createdAt),
  updateTime: clock.format(row.updatedAt),
});

/** The friendly refusal before the database's CHECK would refuse the same. */
function checkedValues(fields: Fields): repository.ProjectValues {
  if (fields.endDate !== null && fields.endDate < fields.startDate)
    throw badRequest('projects.endBeforeStart');
  return fields;
}

export function createPersonalProjectsService({ db, clock }: AppContext) {
  /** 404 for an unknown project, 403 for someone else's. */
  async function ownProject(user: SessionUser, id: number) {
    const project = await repository.findProject(db, id);
    if (!project) throw notFound('projects.notFound');
    if (!canChangeProject(user, project)) throw forbidden('projects.notYours');
    return project;
  }

  return {
    async list(user: SessionUser, filter: Filter): Promise<PersonalProject[]> {
      const rows = await repository.findOwnProjects(db, user.id, filter);
      return rows.map((row) => projectOf(row, clock));
    },

    async create(user: SessionUser, fields: Fields): Promise<PersonalProject> {
      const row = await repository.insertProject(db, user.id, checkedValues(fields), clock.now());
      return projectOf(row, clock);
    },

    async update(user: SessionUser, id: number, fields: Fields): Promise<PersonalProject> {
      const values = checkedValues(fields);
      await ownProject(user, id);
      // The owner is part of the update's condition, so a project cannot change hands in between.
      const row = await repository.updateOwnProject(db, id, user.id, values, clock.now());
      if (!row) throw notFound('projects.notFound');
      return projectOf(row, clock);
    },

    async remove(user: SessionUser, id: number): Promise<void> {
      await ownProject(user, id);
      if (!(await repository.deleteOwnProject(db, id, user.id))) throw notFound('projects.notFound');
    },
  };
}
