import type { SoftwareCategory, SoftwarePublishRequest } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadFile } from '../../../api/client.ts';

const softwareKeys = {
  all: ['software', 'list'],
  list: (keyword: string, category: SoftwareCategory | undefined) => ['software', 'list', keyword, category],
} as const;

export function useSoftwareList(keyword: string, category: SoftwareCategory | undefined) {
  return useQuery({
    queryKey: softwareKeys.list(keyword, category),
    queryFn: () => callApi('softwareList', { query: { keyword, ...(category ? { category } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a package file for a publish that follows. */
export function useUploadPackage() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file, 'softwareUpload') });
}

export function usePublishSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (release: SoftwarePublishRequest) => callApi('softwarePublish', { body: release }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: softwareKeys.all }),
  });
}
