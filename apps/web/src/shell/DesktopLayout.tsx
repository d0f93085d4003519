import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader.tsx';
import styles from './shell.module.css';

/** Every desktop page: the shared header above, the page below. */
export function DesktopLayout() {
  return (
    <Layout className={styles.layout}>
      <AppHeader />
      <Layout.Content className={styles.content}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
