import { Card, type CardProps } from 'antd';
import type { ReactNode } from 'react';
import styles from './home-card.module.css';

interface HomeCardProps
  extends Pick<CardProps, 'tabList' | 'activeTabKey' | 'onTabChange' | 'tabBarExtraContent'> {
  title?: ReactNode;
  extra?: ReactNode;
  testId: string;
  className?: string;
  children: ReactNode;
}

/** One card of the home page: the same frame, header and spacing everywhere. */
export function HomeCard({ title, extra, testId, className, children, ...tabs }: HomeCardProps) {
  return (
    <Card
      title={title}
      extra={extra}
      variant="borderless"
      size="small"
      className={className ? `${styles.card} ${className}` : styles.card}
      classNames={{ header: styles.header, body: styles.body }}
      data-testid={testId}
      {...tabs}
    >
      {children}
    </Card>
  );
}
