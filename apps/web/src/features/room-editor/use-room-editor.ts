import type { EditorRoomQuery, RoomFields, RoomRetire } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { type RowSave, useListMutation, useListQuery } from '../../components/list-page/use-list.ts';

const EDITOR_KEY = ['roomEditor'];
/** What a room write changes elsewhere: the closures page's rooms and the room pages' lists and places. */
const CHANGED_ELSEWHERE = [['closureRooms'], ['meetingOrder']];

export const useEditorRooms = (query: EditorRoomQuery) =>
  useListQuery([...EDITOR_KEY, query], () => callApi('roomEditorList', { query }));

function useReloadElsewhere() {
  const queryClient = useQueryClient();
  return () => Promise.all(CHANGED_ELSEWHERE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Creates (no id) or changes (an id) a room; the lists reload after either. */
export function useSaveRoom() {
  const reloadElsewhere = useReloadElsewhere();
  return useListMutation({
    mutationFn: async ({ id, fields }: RowSave<RoomFields>) => {
      const saved =
        id === null
          ? await callApi('roomEditorCreate', { body: fields })
          : await callApi('roomEditorUpdate', { body: { ...fields, id } });
      await reloadElsewhere();
      return saved;
    },
    reloads: EDITOR_KEY,
    doneText: ({ id }) => (id === null ? 'roomEditor.form.created' : 'roomEditor.form.saved'),
  });
}

/** The bookings still to come that retiring a room would cancel. */
export const useRetireHits = () =>
  useMutation({ mutationFn: (id: number) => callApi('roomEditorRetireHits', { body: { id } }) });

export function useRetireRoom() {
  const reloadElsewhere = useReloadElsewhere();
  return useListMutation({
    mutationFn: async (request: RoomRetire) => {
      const answer = await callApi('roomEditorRetire', { body: request });
      await reloadElsewhere();
      return answer;
    },
    reloads: EDITOR_KEY,
  });
}

export function useRestoreRoom() {
  const reloadElsewhere = useReloadElsewhere();
  return useListMutation({
    mutationFn: async (id: number) => {
      const answer = await callApi('roomEditorRestore', { body: { id } });
      await reloadElsewhere();
      return answer;
    },
    reloads: EDITOR_KEY,
    doneText: () => 'roomEditor.restored',
  });
}
