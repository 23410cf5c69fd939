import { CONTROL_SECRET_HEADER } from '../../shared/build/testing/e2e-control';
import { test } from '@playwright/test';
import type { RemoteName } from '@citylens/shared/contracts';

const CONTROL_URL = 'http://127.0.0.1:3999';

/** The per-run secret playwright.config.ts made (workers inherit its environment). */
export function controlHeaders(): Record<string, string> {
  const secret = process.env.CITYLENS_CONTROL_SECRET;
  if (!secret) throw new Error('CITYLENS_CONTROL_SECRET is not set (see playwright.config.ts)');
  return { [CONTROL_SECRET_HEADER]: secret };
}

/** Stop, hang (accept and never answer) or start one app's server through the e2e control endpoint. */
export async function setAppState(
  app: RemoteName,
  action: 'stop' | 'start' | 'hang',
): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/apps/${app}/${action}`, {
    method: 'POST',
    headers: controlHeaders(),
  });
  if (!res.ok) throw new Error(`control ${action} ${app} → ${res.status}`);
}

/** Make one app's server read its build from disk again (as after a deploy). */
export async function reloadApp(app: RemoteName): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/apps/${app}/reload`, {
    method: 'POST',
    headers: controlHeaders(),
  });
  if (!res.ok) throw new Error(`control reload ${app} → ${res.status}`);
}

/**
 * For the tests of the file (or describe block) this is called in: these apps' servers are
 * stopped before each test and started again after it, also when the test fails.
 */
export function stopAppsDuringEachTest(apps: RemoteName[]): void {
  test.beforeEach(async () => {
    for (const app of apps) await setAppState(app, 'stop');
  });
  test.afterEach(async () => {
    for (const app of apps) await setAppState(app, 'start');
  });
}
