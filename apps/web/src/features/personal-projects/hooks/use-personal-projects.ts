import type { PersonalProjectFields } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import type { ProjectFilter } from '../model/project-filter-store.ts';

const projectKeys = {
  all: ['personalProjects'],
  list: (filter: ProjectFilter) => ['personalProjects', 'list', filter],
} as const;

export function useProjectList(filter: ProjectFilter) {
  return useQuery({
    queryKey: projectKeys.list(filter),
    queryFn: () => callApi('personalProjectList', { query: filter }),
    placeholderData: (previous) => previous,
  });
}

/** Creates (no id) or changes (an id) one of my projects; the list reloads after either. */
export function useSaveProject() {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: PersonalProjectFields }) =>
      id === null
        ? callApi('personalProjectCreate', { body: fields })
        : callApi('personalProjectUpdate', { body: { ...fields, id } }),
    onSuccess: (_project, { id }) =>
      void message.success(t(id === null ? 'personalProjects.form.created' : 'personalProjects.form.saved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('personalProjectDelete', { body: { id } }),
    onSuccess: () => void message.success(t('personalProjects.list.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
