import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { HOME_LATEST_COUNT, NOTICE_COLUMN_ID } from '../../../api/contract-values.ts';

const HOME_KEY = 'home';

/** Answers that depend on the reader's language (sent as Accept-Language) are cached per language. */
const useLanguage = () => useTranslation().i18n.language;

export const useBanners = () =>
  useQuery({ queryKey: [HOME_KEY, 'banners'], queryFn: () => callApi('homeBanners') });

/** The notice board is column 49, five items, in the reader's language. */
export function useNotices() {
  const language = useLanguage();
  return useQuery({
    queryKey: [HOME_KEY, 'notices', language],
    queryFn: () =>
      callApi('newsQueryWithLanguage', {
        query: {
          pageNo: 1,
          pageSize: HOME_LATEST_COUNT,
          showSummary: false,
          columnId: NOTICE_COLUMN_ID,
          title: '',
        },
      }),
    select: (answer) => answer.list,
  });
}

export function useAggregateInfo() {
  const language = useLanguage();
  return useQuery({
    queryKey: [HOME_KEY, 'aggregate', language],
    queryFn: () => callApi('homeAggregateInfo'),
  });
}

export const useActivities = () =>
  useQuery({ queryKey: [HOME_KEY, 'activities'], queryFn: () => callApi('homeActivities') });

export const useCultureItems = () =>
  useQuery({ queryKey: [HOME_KEY, 'culture'], queryFn: () => callApi('homeCulture') });

/** Hot questions: ten a page, filtered by title; the previous page stays while the next loads. */
export function useHotQuestions(pageNo: number, title: string, pageSize: number) {
  return useQuery({
    queryKey: [HOME_KEY, 'hotQuestions', pageNo, pageSize, title],
    queryFn: () => callApi('homeHotQuestions', { query: { pageNo, pageSize, title } }),
    placeholderData: keepPreviousData,
  });
}
