import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { type ReactNode, useEffect } from 'react';
import { NOTICE_SECONDS, setApiErrorPresenter } from '../../api/feedback.ts';
import { SessionGate } from '../../app/SessionGate.tsx';
import { currentLanguage } from '../../i18n/i18n.ts';
import { showToast } from './feedback.ts';
import styles from './h5-layout.module.css';

/**
 * The phone (H5) pages' frame: antd-mobile in the page's language, and failed calls told in a toast
 * for 3 s where desktop shows a notice box. No header or footer: the partner app has its own.
 */
export function H5Layout({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      setApiErrorPresenter((text) => {
        void showToast({ content: text, duration: NOTICE_SECONDS * 1000 });
      }),
    [],
  );
  return (
    <ConfigProvider locale={currentLanguage() === 'en' ? enUS : zhCN}>
      <SessionGate>
        <div className={styles.page}>{children}</div>
      </SessionGate>
    </ConfigProvider>
  );
}
