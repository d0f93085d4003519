/** Debian's Chromium, never a downloaded browser (as the end-to-end tests run it). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, and kept off the network: no updates, sync or background calls during a measurement. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
