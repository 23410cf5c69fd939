import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';
import { TEST_API } from '../http/test-server';

/** Test helpers for the early page calls: a fresh page with the test API, and its image preloads. */

export function freshEarlyPage(earlyGlobal: string): void {
  resetRuntimeConfigForTests();
  setRuntimeConfig({
    apiBaseUrl: TEST_API,
    remotes: { discovery: '', events: '', shop: '', account: '' },
  });
  delete (globalThis as Record<string, unknown>)[earlyGlobal];
  document.head.innerHTML = '';
  localStorage.clear();
}

export const imagePreloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((l) =>
    l.getAttribute('href'),
  );
