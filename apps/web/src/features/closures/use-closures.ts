import type { ClosureRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

const ROOMS_KEY = ['closureRooms'];
const closuresKey = (roomId: number) => ['closureList', roomId];

export const useClosureRooms = () =>
  useQuery({ queryKey: ROOMS_KEY, queryFn: () => callApi('closureRooms') });

export const useRoomClosures = (roomId: number) =>
  useQuery({ queryKey: closuresKey(roomId), queryFn: () => callApi('closureList', { query: { roomId } }) });

/** After a change, the room's closures and the rooms' counts are asked for again. */
function useReload(roomId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: closuresKey(roomId) }),
      queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
    ]);
}

/** The bookings a closure would cancel. */
export const useClosureHits = () =>
  useMutation({
    mutationFn: (span: Omit<ClosureRequest, 'reason'>) => callApi('closureHits', { body: span }),
  });

export function useCreateClosure(roomId: number) {
  const reload = useReload(roomId);
  return useMutation({
    mutationFn: (request: ClosureRequest) => callApi('closureCreate', { body: request }),
    onSettled: reload,
  });
}

export function useRemoveClosure(roomId: number) {
  const reload = useReload(roomId);
  return useMutation({
    mutationFn: (id: number) => callApi('closureRemove', { body: { id } }),
    onSettled: reload,
  });
}
