import { UserOutlined } from '@ant-design/icons';
import type { ThreadComment } from '@portal/contracts';
import { Avatar, Button, Empty, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../comments.module.css';
import { shortDepartment } from '../model/comment-rules.ts';

interface CommentListProps {
  comments: ThreadComment[];
  onDelete: (commentId: number) => void;
}

/**
 * Comments are plain text: React writes them as text, so markup someone typed shows as typed and
 * never runs. The delete link appears only on the caller's own comments.
 */
export function CommentList({ comments, onDelete }: CommentListProps) {
  const { t } = useTranslation();
  if (comments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.empty')} />;
  }
  return (
    <ul className={styles.list}>
      {comments.map((item) => (
        <li key={item.id} className={styles.item} data-testid={`comment-${item.id}`}>
          <Avatar className={styles.avatar} icon={item.anonymousFlag ? <UserOutlined /> : undefined}>
            {item.anonymousFlag ? null : item.userName.slice(0, 1)}
          </Avatar>
          <div className={styles.body}>
            <div className={styles.meta}>
              <span className={styles.author} data-testid="comment-author">
                {item.userName}
              </span>
              {item.userDepartment && (
                <span className={styles.department}>{shortDepartment(item.userDepartment)}</span>
              )}
              <span className={styles.time}>{item.createTime}</span>
              {item.ownFlag && (
                <Popconfirm
                  title={t('comments.deleteConfirm')}
                  okText={t('comments.delete')}
                  cancelText={t('comments.cancel')}
                  onConfirm={() => onDelete(item.id)}
                >
                  <Button type="link" size="small" danger data-testid="comment-delete">
                    {t('comments.delete')}
                  </Button>
                </Popconfirm>
              )}
            </div>
            <p className={styles.text} data-testid="comment-text">
              {item.comment}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
