import type { Award } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { ALL_AWARDS_ID, HONOR_TOP_COUNT } from '../../../api/contract-values.ts';
import { type HonorFilter, wallOfFameRequest } from '../model/honor-filter.ts';

/** Award list with the synthetic All (id 100) first, in the user's language. */
export function useAwardOptions(): Award[] {
  const { t } = useTranslation();
  const { data = [] } = useQuery({
    queryKey: ['honorAwards'],
    queryFn: () => callApi('honorAwardList'),
    staleTime: 5 * 60_000,
  });
  return [{ id: ALL_AWARDS_ID, award: t('honor.filters.all') }, ...data];
}

/**
 * The top list (docs/honor.md): the four most recent winners of any award — the newest month's
 * first four in the awards' order — whatever the filters below show.
 */
export function useTopHonors() {
  return useQuery({
    queryKey: ['honorTop'],
    queryFn: () =>
      callApi('honorWallOfFame', { body: { award: ALL_AWARDS_ID, page: 1, pageSize: HONOR_TOP_COUNT } }),
    select: (answer) => answer.items,
  });
}

export function useWallOfFame(filter: HonorFilter) {
  return useQuery({
    queryKey: ['honorWall', filter],
    queryFn: () => callApi('honorWallOfFame', { body: wallOfFameRequest(filter) }),
    placeholderData: (previous) => previous,
  });
}

export function useHonorDetail(id: number | null) {
  return useQuery({
    queryKey: ['honorDetail', id],
    queryFn: () => callApi('honorDetail', { query: { id } }),
    enabled: id !== null,
  });
}
