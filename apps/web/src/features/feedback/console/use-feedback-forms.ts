import type { FeedbackFormInput, FeedbackFormListQuery } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useListQuery } from '../../../components/list-page/use-list.ts';

/** What changes with a questionnaire: the console's list and detail, and the page employees see. */
const CHANGED_BY_WRITES = ['feedbackFormList', 'feedbackFormDetail', 'feedbackOpenForms', 'feedbackTemplate'];

export const useFeedbackForms = (query: FeedbackFormListQuery) =>
  useListQuery(['feedbackFormList', query], () => callApi('feedbackFormList', { query }));

export const useFeedbackForm = (key: string | null) =>
  useQuery({
    queryKey: ['feedbackFormDetail', key],
    queryFn: () => callApi('feedbackFormDetail', { query: { key: key ?? '' } }),
    enabled: key !== null,
    // The editor starts from it: it is asked again after a write, never under someone typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

function useReloadAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(CHANGED_BY_WRITES.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
}

/** Saves the editor's questionnaire: a new one (no key) is created as a draft. */
export function useSaveFeedbackForm() {
  const reload = useReloadAfterWrite();
  return useMutation({
    mutationFn: ({ key, input }: { key: string | null; input: FeedbackFormInput }) =>
      key === null
        ? callApi('feedbackFormCreate', { body: input })
        : callApi('feedbackFormUpdate', { body: { key, ...input } }),
    onSettled: reload,
  });
}

/** The console's status changes of a questionnaire, each its own call. */
export const FORM_ACTIONS = {
  publish: 'feedbackFormPublish',
  unpublish: 'feedbackFormUnpublish',
  remove: 'feedbackFormRemove',
  restore: 'feedbackFormRestore',
} as const;
export type FormAction = keyof typeof FORM_ACTIONS;

export function useFeedbackFormAction() {
  const reload = useReloadAfterWrite();
  return useMutation({
    mutationFn: ({ action, key }: { action: FormAction; key: string }) =>
      callApi(FORM_ACTIONS[action], { body: { key } }),
    onSettled: reload,
  });
}
