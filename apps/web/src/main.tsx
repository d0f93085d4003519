import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { setupI18n } from './i18n/i18n.ts';

// antd-mobile's Toast/Dialog render outside the tree; under React 19 they need createRoot (once, at start-up).
unstableSetRender((node, container) => {
  const element = container as Element & { _reactRoot?: ReturnType<typeof createRoot> };
  element._reactRoot ??= createRoot(container);
  element._reactRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    element._reactRoot?.unmount();
    delete element._reactRoot;
  };
});

await setupI18n();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
