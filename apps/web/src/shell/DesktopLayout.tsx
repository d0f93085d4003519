import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { partnerMode } from '../api/partner-mode.ts';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { HelpWidget } from './HelpWidget.tsx';
import { RetirementNotice } from './RetirementNotice.tsx';
import styles from './shell.module.css';

/**
 * Every desktop page: the shared header above, the page, the footer; the notice and help widget
 * float. Opened from the partner app, the page is the app's screen: the header keeps the logo and
 * title only, since the portal's menus, messages and help answer a portal session, not a token.
 */
export function DesktopLayout({ children }: { children: ReactNode }) {
  const partner = partnerMode !== null;
  return (
    <Layout className={styles.layout}>
      <AppHeader portalChrome={!partner} />
      <Layout.Content className={styles.content}>{children}</Layout.Content>
      {!partner && (
        <>
          <AppFooter />
          <RetirementNotice />
          <HelpWidget />
        </>
      )}
    </Layout>
  );
}
