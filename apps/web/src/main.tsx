import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { prefetchFirstView } from './app/first-view.ts';
import { queryClient } from './app/query-client.ts';
import { setupI18n } from './i18n/i18n.ts';
import { hashTarget } from './lib/hash-location.ts';

const languageReady = setupI18n();
void prefetchFirstView(queryClient, hashTarget(), languageReady);
await languageReady;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
