import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { currentAntdLocale } from '../i18n/i18n.ts';
import { DesktopLayout } from '../shell/DesktopLayout.tsx';
import { ApiErrorBridge } from './ApiErrorBridge.tsx';
import { FeedbackApp } from './FeedbackApp.tsx';
import { SessionGate } from './SessionGate.tsx';

export const theme = { token: { colorPrimary: '#1664ff', borderRadius: 6 } };

/** The desktop pages' frame: antd's locale and theme, its feedback engines, notices for failed calls, header and footer. */
export function DesktopRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={currentAntdLocale()} theme={theme}>
      <FeedbackApp>
        <ApiErrorBridge />
        <SessionGate>
          <DesktopLayout>{children}</DesktopLayout>
        </SessionGate>
      </FeedbackApp>
    </ConfigProvider>
  );
}
