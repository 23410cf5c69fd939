/**
 * Debian's chromium (Playwright cannot download browsers here) and the flags it runs with, for
 * the journeys and the benches alike.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
