import type { WallOfFameRequest } from '@portal/contracts';
import { ALL_AWARDS_ID, WALL_OF_FAME_PAGE_SIZE } from '../../../api/contract-values.ts';

/** The honor hall's filters: award (100 = all, the default), month yyyy-MM, name. */
export interface HonorFilter {
  award: number;
  month: string;
  name: string;
}

export const EMPTY_HONOR_FILTER: HonorFilter = { award: ALL_AWARDS_ID, month: '', name: '' };

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filter kept in the page's query, so going back from a detail restores it; bad values are dropped. */
export function readHonorFilter(params: URLSearchParams): HonorFilter {
  const award = Number(params.get('award'));
  const month = params.get('month') ?? '';
  return {
    award: Number.isInteger(award) && award > 0 ? award : ALL_AWARDS_ID,
    month: monthPattern.test(month) ? month : '',
    name: (params.get('name') ?? '').trim(),
  };
}

/** Only what differs from the defaults goes into the query. */
export function honorFilterParams(filter: HonorFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.award !== ALL_AWARDS_ID) params.award = String(filter.award);
  if (filter.month) params.month = filter.month;
  if (filter.name.trim()) params.name = filter.name.trim();
  return params;
}

/** WallOfFame payload for the grid: every match on one page of 1000. */
export function wallOfFameRequest(filter: HonorFilter): WallOfFameRequest {
  return {
    award: filter.award,
    time: filter.month,
    name: filter.name.trim(),
    page: 1,
    pageSize: WALL_OF_FAME_PAGE_SIZE,
  };
}
