import type { NewsEditorItem, NewsEditorListQuery, NewsFields, PublishRequest } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

const LIST_KEY = ['newsEditorList'];
const itemKey = (id: number) => ['newsEditorItem', id];

export const useNewsEditorList = (query: NewsEditorListQuery) =>
  useQuery({
    queryKey: [...LIST_KEY, query],
    queryFn: () => callApi('newsEditorList', { query }),
    placeholderData: keepPreviousData,
  });

export const useNewsEditorItem = (id: number | null) =>
  useQuery({
    queryKey: itemKey(id ?? 0),
    queryFn: () => callApi('newsEditorItem', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });

/** After a write, the notice is what the server answered, and the list is asked for again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (item: NewsEditorItem) => {
    queryClient.setQueryData(itemKey(item.id), item);
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
  };
}

export function useCreateNotice() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (fields: NewsFields) => callApi('newsCreate', { body: fields }),
    onSuccess: settle,
  });
}

export function useUpdateNotice() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (request: NewsFields & { id: number; revision: string }) =>
      callApi('newsUpdate', { body: request }),
    onSuccess: settle,
  });
}

export function usePublishNotice() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (request: PublishRequest) => callApi('newsPublish', { body: request }),
    onSuccess: settle,
  });
}

/** Unpublish, remove to the recycle bin, or restore: one notice, by its id. */
export function useNoticeLifeStep(step: 'newsUnpublish' | 'newsRemove' | 'newsRestore') {
  const settle = useSettle();
  return useMutation({ mutationFn: (id: number) => callApi(step, { body: { id } }), onSuccess: settle });
}
