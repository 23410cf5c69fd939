import { CONTROL_SECRET_HEADER } from '../../shared/build/testing/e2e-control';
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
