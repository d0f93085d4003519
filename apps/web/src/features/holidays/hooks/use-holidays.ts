import type { HolidayInput } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

const holidayKeys = {
  all: ['holidays', 'year'],
  year: (year: number) => ['holidays', 'year', year],
} as const;

export function useHolidayYear(year: number) {
  return useQuery({
    queryKey: holidayKeys.year(year),
    queryFn: () => callApi('holidayYear', { query: { year } }),
  });
}

/** Adds (no id) or changes a holiday; every year shown reloads afterwards. */
export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...entry }: HolidayInput & { id?: number }) =>
      id === undefined
        ? callApi('holidayCreate', { body: entry })
        : callApi('holidayUpdate', { body: { ...entry, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}

export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('holidayRemove', { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}
