import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import styles from './comments.module.css';
import { CommentForm } from './components/CommentForm.tsx';
import { CommentList } from './components/CommentList.tsx';
import { LikeBar } from './components/LikeBar.tsx';
import { type PostResource, usePostThread } from './hooks/use-post-thread.ts';
import { useThreadActions } from './hooks/use-thread-actions.ts';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

/**
 * The comments, likes and views of an honor (type 1), a rule/notice (type 2) or a review (type 3).
 * Opening it counts a view; every action reloads the thread.
 */
export function CommentsPanel({ resourceType, resourceId }: PostResource) {
  const { t } = useTranslation();
  const resource = { resourceType, resourceId };
  const { data: thread } = usePostThread(resource);
  const { toggleLike, addComment, deleteComment } = useThreadActions(resource);

  return (
    <Card
      className={styles.panel}
      title={thread ? t('comments.titleWithCount', { count: thread.comments.length }) : t('comments.title')}
      data-testid="comments-panel"
    >
      {!thread ? (
        <Skeleton active />
      ) : (
        <>
          <LikeBar
            thread={thread}
            pending={toggleLike.isPending}
            onToggle={() => toggleLike.mutate({ postId: thread.id, liked: thread.likeFlag })}
          />
          <CommentForm
            onSubmit={(comment, anonymousFlag) =>
              addComment.mutateAsync({ postId: thread.id, comment, anonymousFlag })
            }
          />
          <CommentList comments={thread.comments} onDelete={(commentId) => deleteComment.mutate(commentId)} />
        </>
      )}
    </Card>
  );
}
