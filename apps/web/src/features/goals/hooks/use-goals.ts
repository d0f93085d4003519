import type { Objective } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';

const goalKeys = {
  all: ['goals'],
  periods: ['goals', 'periods'],
  mine: (period: string | undefined) => ['goals', 'mine', period],
  approvals: ['goals', 'approvals'],
  sheet: (id: number | null) => ['goals', 'sheet', id],
  team: (period: string | undefined) => ['goals', 'team', period],
} as const;

export function useGoalPeriods() {
  return useQuery({ queryKey: goalKeys.periods, queryFn: () => callApi('goalPeriods'), staleTime: 60_000 });
}

export function useMyGoalSheet(period: string | undefined) {
  return useQuery({
    queryKey: goalKeys.mine(period),
    queryFn: () => callApi('goalSheetMine', { query: { period: period as string } }),
    enabled: period !== undefined,
  });
}

export function useGoalApprovals() {
  return useQuery({ queryKey: goalKeys.approvals, queryFn: () => callApi('goalApprovals') });
}

export function useGoalSheet(id: number | null) {
  return useQuery({
    queryKey: goalKeys.sheet(id),
    queryFn: () => callApi('goalSheet', { query: { id: id as number } }),
    enabled: id !== null,
  });
}

export function useTeamGoalSheets(period: string | undefined) {
  return useQuery({
    queryKey: goalKeys.team(period),
    queryFn: () => callApi('goalSheetsTeam', { query: { period: period as string } }),
    enabled: period !== undefined,
  });
}

/** A change of a sheet: a success note, then every goals answer read again (lists, statuses). */
function useGoalChange<V>(run: (variables: V) => Promise<unknown>, doneKey: string) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => message.success(t(doneKey)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export const useSaveGoals = () =>
  useGoalChange(
    (body: { period: string; objectives: Objective[] }) => callApi('goalSheetSave', { body }),
    'goals.editor.saved',
  );

/** Saves the goals as they are in the editor, then submits exactly that revision. */
export const useSubmitGoals = () =>
  useGoalChange(async (body: { period: string; objectives: Objective[] }) => {
    const sheet = await callApi('goalSheetSave', { body });
    return callApi('goalSheetSubmit', { body: { id: sheet.id, revision: sheet.revision } });
  }, 'goals.editor.submitted');

export const useApproveGoals = () =>
  useGoalChange(
    (body: { id: number; revision: number }) => callApi('goalSheetApprove', { body }),
    'goals.approve.approved',
  );

export const useReturnGoals = () =>
  useGoalChange(
    (body: { id: number; revision: number; comment: string }) => callApi('goalSheetReturn', { body }),
    'goals.approve.returned',
  );
