import type {
  CreateHeldMeetingRequest,
  MeetingListFilter,
  SaveActionRequest,
  SaveMinutesRequest,
  UpdateMeetingRequest,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { refreshMyBookings } from '../../bookings/index.ts';

/**
 * Everything a meeting change may alter: lists, details, my actions, the red dot, my bookings (a
 * meeting holds its room's booking) and the menu count (which counts those bookings).
 */
const MEETINGS_KEY = ['meetings'] as const;

export function useMeetingList(filter: MeetingListFilter) {
  return useQuery({
    queryKey: [...MEETINGS_KEY, 'list', filter],
    queryFn: () => callApi('meetingList', { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useMeetingDetail(id: number | null) {
  return useQuery({
    queryKey: [...MEETINGS_KEY, 'detail', id],
    queryFn: () => callApi('meetingDetail', { query: { id: id as number } }),
    enabled: id !== null,
  });
}

export function useMyActions(filter: {
  scope: 'owned' | 'followed';
  status?: string;
  currentPage: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: [...MEETINGS_KEY, 'myActions', filter],
    queryFn: () => callApi('meetingActionsMine', { body: filter }),
    placeholderData: keepPreviousData,
  });
}

/** A meeting change: on success every meeting view, my bookings and the menu's count are asked again. */
function useMeetingMutation<T, A>(call: (input: T) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEETINGS_KEY });
      refreshMyBookings(queryClient);
    },
  });
}

/** A refused re-booking is explained by the page's own notice, so the client does not show it too. */
export const useUpdateMeeting = () =>
  useMeetingMutation((body: UpdateMeetingRequest) =>
    callApi('meetingUpdate', { body, quiet: ['booking.conflict', 'booking.closed'] }),
  );

export const useCancelMeeting = () =>
  useMeetingMutation((id: number) => callApi('meetingCancel', { body: { id } }));

export const useSaveMinutes = () =>
  useMeetingMutation((body: SaveMinutesRequest) => callApi('meetingMinutesSave', { body }));

export const useCreateHeldMeeting = () =>
  useMeetingMutation((body: CreateHeldMeetingRequest) => callApi('meetingCreateHeld', { body }));

export const useSaveAction = () =>
  useMeetingMutation((body: SaveActionRequest) => callApi('meetingActionSave', { body }));

export const useSetActionStatus = () =>
  useMeetingMutation((body: { id: number; status: 'todo' | 'doing' | 'done'; progress: string }) =>
    callApi('meetingActionStatusSet', { body }),
  );
