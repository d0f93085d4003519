import type { PersonalProjectFields } from '@portal/contracts';
import { callApi } from '../../../api/client.ts';
import { type RowSave, useListMutation, useListQuery } from '../../../components/list-page/use-list.ts';
import type { ProjectFilter } from '../model/project-filter-store.ts';

const projectKeys = {
  all: ['personalProjects'],
  list: (filter: ProjectFilter) => ['personalProjects', 'list', filter],
} as const;

export const useProjectList = (filter: ProjectFilter) =>
  useListQuery(projectKeys.list(filter), () => callApi('personalProjectList', { query: filter }));

/** Creates (no id) or changes (an id) one of my projects; the list reloads after either. */
export const useSaveProject = () =>
  useListMutation({
    mutationFn: ({ id, fields }: RowSave<PersonalProjectFields>) =>
      id === null
        ? callApi('personalProjectCreate', { body: fields })
        : callApi('personalProjectUpdate', { body: { ...fields, id } }),
    reloads: projectKeys.all,
    doneText: ({ id }) => (id === null ? 'personalProjects.form.created' : 'personalProjects.form.saved'),
  });

export const useDeleteProject = () =>
  useListMutation({
    mutationFn: (id: number) => callApi('personalProjectDelete', { body: { id } }),
    reloads: projectKeys.all,
    doneText: () => 'personalProjects.list.deleted',
  });
