import type { SoftwareCategory, SoftwarePublishRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, uploadFile } from '../../../api/client.ts';
import { useListMutation, useListQuery } from '../../../components/list-page/use-list.ts';

const softwareKeys = {
  all: ['software', 'list'],
  list: (keyword: string, category: SoftwareCategory | undefined) => ['software', 'list', keyword, category],
} as const;

export const useSoftwareList = (keyword: string, category: SoftwareCategory | undefined) =>
  useListQuery(softwareKeys.list(keyword, category), () =>
    callApi('softwareList', { query: { keyword, ...(category ? { category } : {}) } }),
  );

/** Sends a package file for a publish that follows. */
export function useUploadPackage() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file, 'softwareUpload') });
}

export const usePublishSoftware = () =>
  useListMutation({
    mutationFn: (release: SoftwarePublishRequest) => callApi('softwarePublish', { body: release }),
    reloads: softwareKeys.all,
    doneText: () => 'software.publish.done',
  });
