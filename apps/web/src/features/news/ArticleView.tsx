import { EyeOutlined, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { Breadcrumb, Card, Divider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import styles from './article.module.css';
import en from './i18n/en.json';
import zh from './i18n/zh.json';

addFeatureTexts({ zh, en });

export interface ArticleCrumb {
  title: string;
  /** In-app path (e.g. `/ruleList?type=manage`); the last crumb usually has none. */
  to?: string;
}

export interface ArticleCounts {
  comments: number;
  likes: number;
  views: number;
}

export interface ArticleViewProps {
  breadcrumb: ArticleCrumb[];
  title: string;
  department: string;
  /** As the page wants it shown, e.g. YYYY-MM-DD. */
  date: string;
  /** Unknown until the comment thread has loaded. */
  counts?: ArticleCounts;
  /** Sanitized on the server before it was saved (docs/honor.md); rendered as it is. */
  html: string;
  /** Shown between the header and the content, e.g. an honor's winners. */
  lead?: ReactNode;
  /** Shown below the content, e.g. attachments with "download all". */
  attachments?: ReactNode;
  /** Shown at the end of the article card, e.g. a back-to-list button. */
  actions?: ReactNode;
  /** Below the article card: the comments panel. */
  children?: ReactNode;
}

/**
 * An honor or a rule/notice as the page lists it: breadcrumb, title, publisher department and date,
 * counts of comments, likes and views, the HTML content, then the page's extras and comments.
 */
export function ArticleView(props: ArticleViewProps) {
  const { t } = useTranslation();
  const { breadcrumb, title, department, date, counts, html, lead, attachments, actions, children } = props;
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={breadcrumb.map((crumb) => ({
          title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
        }))}
        data-testid="article-breadcrumb"
      />
      <Card className={styles.card}>
        <h1 className={styles.title} data-testid="article-title">
          {title}
        </h1>
        <div className={styles.meta}>
          {department && (
            <span data-testid="article-department">{t('article.department', { department })}</span>
          )}
          {date && <span data-testid="article-date">{t('article.date', { date })}</span>}
          {counts && (
            <span className={styles.counts} data-testid="article-counts">
              <span title={t('article.comments')}>
                <MessageOutlined /> <span data-testid="article-comment-count">{counts.comments}</span>
              </span>
              <span title={t('article.likes')}>
                <LikeOutlined /> <span data-testid="article-like-count">{counts.likes}</span>
              </span>
              <span title={t('article.views')}>
                <EyeOutlined /> <span data-testid="article-view-count">{counts.views}</span>
              </span>
            </span>
          )}
        </div>
        <Divider className={styles.divider} />
        {lead}
        <div
          className={styles.content}
          data-testid="article-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML before saving it.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {attachments}
        {actions && <div className={styles.actions}>{actions}</div>}
      </Card>
      {children}
    </div>
  );
}
