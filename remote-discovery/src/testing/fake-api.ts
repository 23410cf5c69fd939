/** Component tests talk to a fake API at the fetch level (the real HTTP client runs). */
import { resetBusForTests, resetRuntimeConfigForTests, setRuntimeConfig } from '@citylens/shared';
import { TEST_API, installFakeApi, json, type Handler } from '@citylens/shared/testing';

export { json, TEST_API, type Handler };

export function setupFakeApi(routes: Record<string, Handler>) {
  resetRuntimeConfigForTests();
  resetBusForTests();
  setRuntimeConfig({
    apiBaseUrl: `${TEST_API}/`,
    remotes: { discovery: '', events: '', shop: '', account: '' },
  });
  return installFakeApi(routes);
}
