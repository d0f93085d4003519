import type { PublicAssetFields, PublicAssetFilter } from '@portal/contracts';
import { callApi } from '../../../api/client.ts';
import { type RowSave, useListMutation, useListQuery } from '../../../components/list-page/use-list.ts';

const assetKeys = {
  all: ['publicAssets'],
  list: (filter: PublicAssetFilter) => ['publicAssets', 'list', filter],
} as const;

export const useAssetList = (filter: PublicAssetFilter) =>
  useListQuery(assetKeys.list(filter), () => callApi('publicAssetList', { body: filter }));

/** Adds (no id) or changes (an id) an asset; the list reloads after either. */
export const useSaveAsset = () =>
  useListMutation({
    mutationFn: ({ id, fields }: RowSave<PublicAssetFields>) =>
      id === null
        ? callApi('publicAssetCreate', { body: fields })
        : callApi('publicAssetUpdate', { body: { ...fields, id } }),
    reloads: assetKeys.all,
    doneText: ({ id }) => (id === null ? 'publicAssets.form.created' : 'publicAssets.form.saved'),
  });
