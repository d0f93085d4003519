import type { HolidayInput } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { type RowSave, useListMutation } from '../../../components/list-page/use-list.ts';

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
export const useSaveHoliday = () =>
  useListMutation({
    mutationFn: ({ id, fields }: RowSave<HolidayInput>) =>
      id === null
        ? callApi('holidayCreate', { body: fields })
        : callApi('holidayUpdate', { body: { ...fields, id } }),
    reloads: holidayKeys.all,
    doneText: () => 'holidays.saved',
  });

export const useRemoveHoliday = () =>
  useListMutation({
    mutationFn: (id: number) => callApi('holidayRemove', { body: { id } }),
    reloads: holidayKeys.all,
    doneText: () => 'holidays.removed',
  });
