import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider } from 'react-router';
import { ApiErrorBridge } from './ApiErrorBridge.tsx';
import { appRoutes } from './routes.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // The client already showed the message (SPEC §8); retrying a refused call would only repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const router = createHashRouter(appRoutes);

export const theme = { token: { colorPrimary: '#1664ff', borderRadius: 6 } };

export function App() {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={theme}>
      <AntApp>
        <ApiErrorBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
