import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createHashRouter, RouterProvider } from 'react-router';
import { currentAntdLocale } from '../i18n/i18n.ts';
import { ApiErrorBridge } from './ApiErrorBridge.tsx';
import { FeedbackApp } from './FeedbackApp.tsx';
import { appRoutes } from './routes.tsx';
import { SessionGate } from './SessionGate.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // The client already showed the message; retrying a refused call would only repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const router = createHashRouter(appRoutes);

export const theme = { token: { colorPrimary: '#1664ff', borderRadius: 6 } };

export function App() {
  return (
    <ConfigProvider locale={currentAntdLocale()} theme={theme}>
      <FeedbackApp>
        <ApiErrorBridge />
        <QueryClientProvider client={queryClient}>
          <SessionGate>
            <RouterProvider router={router} />
          </SessionGate>
        </QueryClientProvider>
      </FeedbackApp>
    </ConfigProvider>
  );
}
