import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import { resources } from '../i18n/i18n.ts';

// findBy*/waitFor give up after 1 s by default, too short for antd on a loaded CI machine.
configure({ asyncUtilTimeout: 10_000 });

// Every web test file: the browser APIs antd needs that jsdom lacks, Chinese i18n, and a clean DOM.
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
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await i18next.use(initReactI18next).init({ resources, lng: 'zh', interpolation: { escapeValue: false } });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
