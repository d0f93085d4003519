import type { ModuleRight } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

const MY_RIGHTS_KEY = ['rightMine'];

/**
 * Whether the signed-in employee holds the module right (an administrator holds them all),
 * undefined until the server has said. Every page asks the one call as it opens (the answer is shared
 * by the page's parts), so a sign-in as someone else never shows the last person's rights; the pages
 * only show their module's controls to holders, the server still decides each write.
 */
export function useHoldsRight(right: ModuleRight): boolean | undefined {
  const { data } = useQuery({
    queryKey: MY_RIGHTS_KEY,
    queryFn: () => callApi('rightMine'),
  });
  return data?.includes(right);
}

/** Asks again, when the server refused what the right allows: it may have been revoked meanwhile. */
export function useReloadMyRights() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MY_RIGHTS_KEY });
}
