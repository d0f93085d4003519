import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import type { GallerySelection } from '../model/gallery-selection.ts';

/** The years and their activities, named in the reader's language (sent as Accept-Language). */
export function useGalleryYears() {
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: ['galleryYears', language],
    queryFn: () => callApi('galleryActivityList'),
    staleTime: 5 * 60_000,
  });
}

/** One gallery's pictures (a month of the monthly one). */
export function useGalleryItems(selection: GallerySelection) {
  const { activityNo, month } = selection;
  return useQuery({
    queryKey: ['galleryItems', activityNo, month],
    queryFn: () => callApi('galleryItems', { query: { activityNo, month: month ?? undefined } }),
  });
}
