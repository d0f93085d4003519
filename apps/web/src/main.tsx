import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadFirstView, prefetchFirstView } from './app/first-view.ts';
import { queryClient } from './app/query-client.ts';
import { setupI18n } from './i18n/i18n.ts';
import { hashTarget } from './lib/hash-location.ts';

const opened = hashTarget();
const languageReady = setupI18n();
void prefetchFirstView(queryClient, opened, languageReady);
// A chunk that fails to load here is asked for again when rendered, where its error is shown.
await Promise.all([languageReady, loadFirstView(opened).catch(() => undefined)]);

// As a transition React renders the first view in slices, yielding to the browser between them,
// instead of in one long task that would hold up input (and Lighthouse's total blocking time).
startTransition(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
