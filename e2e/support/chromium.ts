/** Debian's Chromium, never a downloaded browser: the end-to-end tests and the browser benchmark run it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Kept off the (closed) network: no updates, sync or background calls. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
