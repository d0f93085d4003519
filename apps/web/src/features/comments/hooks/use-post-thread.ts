import type { CommentResourceType } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** What a comment thread hangs on: an honor (type 1) or a rule/notice (type 2). */
export interface PostResource {
  resourceType: CommentResourceType;
  resourceId: number;
}

export const postThreadKey = ({ resourceType, resourceId }: PostResource) =>
  ['postThread', resourceType, resourceId] as const;

/**
 * The thread of one resource. Opening it counts the caller's view first, so the counts it then reads already include this visit.
 */
export function usePostThread(resource: PostResource) {
  const { resourceType, resourceId } = resource;
  const body = { resourceId, type: resourceType };
  const view = useQuery({
    queryKey: ['postView', resourceType, resourceId],
    queryFn: async () => {
      await callApi('commentsView', { body });
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useQuery({
    queryKey: postThreadKey(resource),
    queryFn: () => callApi('commentsThread', { body }),
    // A refused view (e.g. unknown resource, already shown to the user) still lets the thread load.
    enabled: !view.isPending,
  });
}
