import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import type { CommentThread } from '@portal/contracts';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../comments.module.css';

/** How many likers are named before "…"; the tooltip of each shows department and time. */
const NAMED_LIKERS = 8;

interface LikeBarProps {
  thread: CommentThread;
  pending: boolean;
  onToggle: () => void;
}

/** Not liked → liked (like call) and back (cancel call); who liked, newest first. */
export function LikeBar({ thread, pending, onToggle }: LikeBarProps) {
  const { t } = useTranslation();
  const named = thread.likes.slice(0, NAMED_LIKERS);
  return (
    <div className={styles.likeBar}>
      <Button
        shape="round"
        type={thread.likeFlag ? 'primary' : 'default'}
        icon={thread.likeFlag ? <LikeFilled /> : <LikeOutlined />}
        loading={pending}
        disabled={pending}
        onClick={onToggle}
        aria-pressed={thread.likeFlag}
        data-testid="like-toggle"
        data-liked={thread.likeFlag}
      >
        {thread.likeFlag ? t('comments.liked') : t('comments.like')}
        <span className={styles.likeCount} data-testid="like-count">
          {thread.like}
        </span>
      </Button>
      {named.length > 0 && (
        <span className={styles.likers} data-testid="likers">
          {named.map((like, index) => (
            <Tooltip
              key={`${like.userName}-${like.createTime}`}
              title={`${like.userDepartment} · ${like.createTime}`}
            >
              <span>
                {index > 0 && t('comments.listSeparator')}
                {like.userName}
              </span>
            </Tooltip>
          ))}
          {t('comments.likedBy', { count: thread.like })}
        </span>
      )}
    </div>
  );
}
