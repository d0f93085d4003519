import { cleanup, configure } from '@testing-library/react';
// The app loads only the page's language; tests run in Chinese, so its dayjs locale is registered here.
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';

// findBy*/waitFor give up after 1 s by default, too short for antd on a loaded CI machine.
configure({ asyncUtilTimeout: 10_000 });

// Every web test file: the browser APIs antd and the pages need that jsdom lacks, Chinese i18n, and a clean DOM.
beforeAll(async () => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  // jsdom lays nothing out, so there is nothing to scroll.
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Once per worker: its files share one module graph (isolate: false), so a feature's texts are
  // added once, when its page module is first imported, and must stay. Copies, because those
  // texts are merged into the catalogues and the catalogue's own test reads the imported JSON.
  if (i18next.isInitialized) return;
  const resources = { zh: { translation: structuredClone(zh) }, en: { translation: structuredClone(en) } };
  await i18next.use(initReactI18next).init({ resources, lng: 'zh', interpolation: { escapeValue: false } });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  // The next file in this worker starts as the first did: in Chinese, with nothing remembered.
  localStorage.clear();
  if (i18next.language !== 'zh') await i18next.changeLanguage('zh');
});
