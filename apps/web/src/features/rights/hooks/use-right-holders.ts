import type { ModuleRight, ModuleRightHolders } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

const KEY = ['rightList'];

/** Each module right with its holders (administrators only). */
export function useRightHolders(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: () => callApi('rightList'), enabled });
}

/** Grants or revokes one right; the answer (the right's holders now) replaces that right's row. */
export function useChangeRight(change: 'grant' | 'revoke') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; right: ModuleRight }) =>
      callApi(change === 'grant' ? 'rightGrant' : 'rightRevoke', { body: input }),
    onSuccess: (updated) =>
      queryClient.setQueryData<ModuleRightHolders[]>(KEY, (list) =>
        list?.map((entry) => (entry.right === updated.right ? updated : entry)),
      ),
  });
}
