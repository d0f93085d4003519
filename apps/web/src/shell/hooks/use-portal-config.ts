import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

/** The server's settings the shell shows (other hosts' links, help desk contact); fixed while the page lives. */
export function usePortalConfig() {
  return useQuery({
    queryKey: ['shell', 'portalConfig'],
    queryFn: () => callApi('shellPortalConfig'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
