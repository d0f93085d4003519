import type { UploadedFile } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { callApi } from '../../api/client.ts';

/**
 * Name and preview path of each ossKey in a field. Files uploaded here are remembered at once;
 * keys the field arrived with (a form opened for editing) are looked up with filesByOssKeys.
 */
export function useUploadedFiles(keys: readonly string[]) {
  const [uploadedHere, setUploadedHere] = useState<Record<string, UploadedFile>>({});
  const unknownKeys = keys.filter((key) => !uploadedHere[key]);
  const lookupKey = unknownKeys.join(',');

  const lookup = useQuery({
    queryKey: ['filesByOssKeys', lookupKey],
    queryFn: () => callApi('filesByOssKeys', { query: { ossKeys: lookupKey } }),
    enabled: lookupKey !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

  const filesByKey = useMemo(() => {
    const found: Record<string, UploadedFile> = {};
    for (const file of lookup.data ?? []) found[file.ossKey] = file;
    return { ...found, ...uploadedHere };
  }, [lookup.data, uploadedHere]);

  const remember = useCallback(
    (file: UploadedFile) => setUploadedHere((known) => ({ ...known, [file.ossKey]: file })),
    [],
  );

  return { filesByKey, remember };
}
