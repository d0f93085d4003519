import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { Router } from 'wouter';
import { currentAntdLocale } from '../i18n/i18n.ts';
import { useHashLocation } from '../lib/hash-location.ts';
import { ApiErrorBridge } from './ApiErrorBridge.tsx';
import { FeedbackApp } from './FeedbackApp.tsx';
import { AppRoutes } from './routes.tsx';
import { SessionGate } from './SessionGate.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // The client already showed the message; retrying a refused call would only repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export const theme = { token: { colorPrimary: '#1664ff', borderRadius: 6 } };

export function App() {
  return (
    <ConfigProvider locale={currentAntdLocale()} theme={theme}>
      <FeedbackApp>
        <ApiErrorBridge />
        <QueryClientProvider client={queryClient}>
          <SessionGate>
            <Router hook={useHashLocation}>
              <AppRoutes />
            </Router>
          </SessionGate>
        </QueryClientProvider>
      </FeedbackApp>
    </ConfigProvider>
  );
}
