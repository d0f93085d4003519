import type { WorkflowBox, WorkflowDecision, WorkflowStatus, WorkflowType } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';

/** The process count and the lists ask for up to 1000 requests, the most one page holds. */
const PAGE_SIZE = 1000;

export interface RequestFilter {
  type?: WorkflowType;
  status?: WorkflowStatus;
}

const workflowKeys = {
  all: ['workflow'],
  list: (box: WorkflowBox, filter: RequestFilter) => ['workflow', 'list', box, filter],
  total: (box: WorkflowBox) => ['workflow', 'total', box],
  detail: (id: number | null) => ['workflow', 'detail', id],
} as const;

/** A box's requests (all of them, up to 1000) and its total. */
export function useRequestList(box: WorkflowBox, filter: RequestFilter) {
  return useQuery({
    queryKey: workflowKeys.list(box, filter),
    queryFn: () => callApi('workflowList', { query: { pageNo: 1, pageSize: PAGE_SIZE, box, ...filter } }),
    // A new filter keeps the rows until its answer; another box starts empty, never showing the last box's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === box ? previous : undefined),
  });
}

/** How many requests a box holds, for its tab: one row is enough to learn the total. */
export function useBoxTotal(box: WorkflowBox) {
  const { data } = useQuery({
    queryKey: workflowKeys.total(box),
    queryFn: () => callApi('workflowList', { query: { pageNo: 1, pageSize: 1, box } }),
  });
  return data?.totalCount;
}

export function useRequestDetail(id: number | null) {
  return useQuery({
    queryKey: workflowKeys.detail(id),
    queryFn: () => callApi('workflowDetail', { query: { id: id as number } }),
    enabled: id !== null,
    retry: false,
  });
}

/** After a decision or a withdrawal every box may have changed; the detail shows the answer at once. */
function useRequestChange<V>(send: (value: V) => ReturnType<typeof decide>, doneKey: (value: V) => string) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail, value) => {
      queryClient.setQueryData(workflowKeys.detail(detail.id), detail);
      void message.success(t(doneKey(value)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKeys.all, refetchType: 'active' }),
  });
}

const decide = (decision: WorkflowDecision) => callApi('workflowDecide', { body: decision });

export const useDecision = () =>
  useRequestChange(decide, (decision: WorkflowDecision) =>
    decision.decision === 'approve' ? 'workflow.detail.approved' : 'workflow.detail.rejected',
  );

export const useWithdrawal = () =>
  useRequestChange(
    (id: number) => callApi('workflowWithdraw', { body: { id } }),
    () => 'workflow.detail.withdrawn',
  );
