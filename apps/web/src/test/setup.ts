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
  const resources = { zh: { translation: zh }, en: { translation: en } };
  await i18next.use(initReactI18next).init({ resources, lng: 'zh', interpolation: { escapeValue: false } });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
