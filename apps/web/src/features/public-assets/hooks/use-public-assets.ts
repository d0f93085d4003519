import type { PublicAssetFields, PublicAssetFilter } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import useApp from 'antd/es/app/useApp';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';

const assetKeys = {
  all: ['publicAssets'],
  list: (filter: PublicAssetFilter) => ['publicAssets', 'list', filter],
} as const;

export function useAssetList(filter: PublicAssetFilter) {
  return useQuery({
    queryKey: assetKeys.list(filter),
    queryFn: () => callApi('publicAssetList', { body: filter }),
    placeholderData: (previous) => previous,
  });
}

/** Adds (no id) or changes (an id) an asset; the list reloads after either. */
export function useSaveAsset() {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: PublicAssetFields }) =>
      id === null
        ? callApi('publicAssetCreate', { body: fields })
        : callApi('publicAssetUpdate', { body: { ...fields, id } }),
    onSuccess: (_asset, { id }) =>
      void message.success(t(id === null ? 'publicAssets.form.created' : 'publicAssets.form.saved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
