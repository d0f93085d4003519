import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { useHashLocation } from '../lib/hash-location.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { queryClient } from './query-client.ts';

/**
 * Queries and the router only: each page family's layout brings its own component library and the
 * way failed calls are told (antd's notice box on desktop, antd-mobile's toast on H5 pages), so a
 * phone page never loads antd and a desktop page never loads antd-mobile.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={useHashLocation}>
        <AppRoutes />
      </Router>
    </QueryClientProvider>
  );
}
