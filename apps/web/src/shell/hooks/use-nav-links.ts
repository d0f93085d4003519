import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

/**
 * Every menu of `nav_links` in the current language: the header's four menus and the home page's
 * `quickLinks`. One cached call serves both; links change without a release, so a page load refetches.
 */
export function useNavLinks() {
  return useQuery({
    queryKey: ['shell', 'navLinks', currentLanguage()],
    queryFn: () => callApi('shellNavLinks'),
    staleTime: 5 * 60_000,
  });
}
