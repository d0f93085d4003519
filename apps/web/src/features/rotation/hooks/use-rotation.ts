import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { useListReload } from '../../../components/list-page/use-list.ts';
import { useReloadMyRights } from '../../rights/index.ts';
import { REMOVE_REFUSALS } from '../model/refusals.ts';

/** Delete messages stay 2 s. */
const MESSAGE_SECONDS = 2;

const rotationKeys = {
  list: ['rotation', 'list'],
  detail: (id: number | null) => ['rotation', 'detail', id],
} as const;

export function useJobList() {
  return useQuery({ queryKey: rotationKeys.list, queryFn: () => callApi('rotationList') });
}

export function useJobDetail(id: number | null) {
  return useQuery({
    queryKey: rotationKeys.detail(id),
    queryFn: () => callApi('rotationDetail', { body: { id: id as number } }),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * GET /rotation/remove: 成功 / 已成功删除该岗位, or 删除失败 with the server's reason (2 s). The
 * list reloads either way (someone else may have removed it), and so does the right.
 */
export function useRemoveJob() {
  const { t } = useTranslation();
  const { notification } = useApp();
  const queryClient = useQueryClient();
  const reloadRights = useReloadMyRights();
  return useMutation({
    mutationFn: (id: number) => callApi('rotationRemove', { query: { id }, quiet: REMOVE_REFUSALS }),
    onSuccess: () =>
      notification.success({
        title: t('rotation.remove.doneTitle'),
        description: t('rotation.remove.doneText'),
        duration: MESSAGE_SECONDS,
      }),
    onError: (error) => {
      notification.error({
        title: t('rotation.remove.failedTitle'),
        description: error.message,
        duration: MESSAGE_SECONDS,
      });
      void reloadRights();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rotationKeys.list }),
  });
}

/** The list again, after an import added jobs. */
export const useReloadJobs = () => useListReload(rotationKeys.list);
