import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';

/** A list's rows for its filter: while another filter's answer loads, the last rows stay instead of a blank. */
export function useListQuery<Answer>(queryKey: QueryKey, queryFn: () => Promise<Answer>) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/** What a create-or-edit form saves: no id creates the row, an id changes that row. */
export interface RowSave<Fields> {
  id: number | null;
  fields: Fields;
}

interface ListMutationOptions<Answer, Value> {
  mutationFn: (value: Value) => Promise<Answer>;
  /** The queries of the rows it changes: loaded again once it has its answer, success or not. */
  reloads: QueryKey;
  /** The text key of the notice after a success (none: no notice). */
  doneText?: (value: Value) => string;
}

/** A change to a list's rows (create, edit, delete…): a notice when done, then the list again. */
export function useListMutation<Answer, Value>({
  mutationFn,
  reloads,
  doneText,
}: ListMutationOptions<Answer, Value>) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, value) => {
      if (doneText) void message.success(t(doneText(value)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reloads }),
  });
}

/** Loads a list again after a change made elsewhere (an import). */
export function useListReload(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}
