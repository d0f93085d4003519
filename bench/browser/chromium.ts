import { CHROMIUM_ARGS } from '../../e2e/support/chromium.ts';

export { CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

/** As the end-to-end tests run it, headless for Lighthouse's own launcher too. */
export const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS];
