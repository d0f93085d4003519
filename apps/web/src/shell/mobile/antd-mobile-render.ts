import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile's Toast/Dialog render outside the tree; under React 19 they need createRoot. The H5
 * pages' toast and confirmation helpers (`feedback.ts`) load this module with those engines, so
 * antd-mobile loads only with the H5 pages and never reaches a desktop page's chunks (the size
 * check fails if it does).
 */
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
