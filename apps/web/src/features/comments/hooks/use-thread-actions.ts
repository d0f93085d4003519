import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { type PostResource, postThreadKey } from './use-post-thread.ts';

/** Like, unlike, comment and delete on one thread; each reloads the thread afterwards. */
export function useThreadActions(resource: PostResource) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: postThreadKey(resource) });

  const toggleLike = useMutation({
    mutationFn: ({ postId, liked }: { postId: number; liked: boolean }) =>
      callApi(liked ? 'commentsLikeCancel' : 'commentsLike', { query: { postId } }),
    onSettled: reload,
  });
  const addComment = useMutation({
    mutationFn: (input: { postId: number; comment: string; anonymousFlag: boolean }) =>
      callApi('commentsInsert', { body: input }),
    onSuccess: reload,
  });
  const deleteComment = useMutation({
    mutationFn: (commentId: number) => callApi('commentsDelete', { query: { commentId } }),
    onSettled: reload,
  });
  return { toggleLike, addComment, deleteComment };
}
