import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { HelpWidget } from './HelpWidget.tsx';
import { RetirementNotice } from './RetirementNotice.tsx';
import styles from './shell.module.css';

/** Every desktop page: the shared header above, the page, the footer; the notice and help widget float. */
export function DesktopLayout({ children }: { children: ReactNode }) {
  return (
    <Layout className={styles.layout}>
      <AppHeader />
      <Layout.Content className={styles.content}>{children}</Layout.Content>
      <AppFooter />
      <RetirementNotice />
      <HelpWidget />
    </Layout>
  );
}
