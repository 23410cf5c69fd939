import { expect, test } from '@playwright/test';
import { DEMO } from '../shell/shell-helpers';
import { controlHeaders } from '../../support/app-control';
import { attachScreenshot } from '../../support/screenshots';

const CONTROL = 'http://127.0.0.1:3999';
const setHost = (action: 'stop' | 'start') =>
  fetch(`${CONTROL}/apps/host/${action}`, { method: 'POST', headers: controlHeaders() }).then(
    (r) => {
      if (!r.ok) throw new Error(`control ${action} host → ${r.status}`);
    },
  );

test.afterEach(async () => {
  await setHost('start');
});

test(
  'a remote alone, with no host running: its standalone shell signs in on the shared session',
  { tag: '@local-servers' },
  async ({ page }, testInfo) => {
    await setHost('stop');
    await expect(fetch('http://localhost:3000/')).rejects.toThrow();

    await page.goto('http://localhost:3002/events');
    await expect(
      page.getByRole('heading', { level: 1, name: /Find all Upcoming Events/ }),
    ).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in (standalone)' });
    await dialog.getByLabel('Username').fill(DEMO.username);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(header.getByText(/^Signed in as /)).toBeVisible();
    await attachScreenshot(page, testInfo, 'standalone-signed-in', { folder: 'deploy-shots' });

    // The session is the shared one: a reload keeps it.
    await page.reload();
    await expect(header.getByText(/^Signed in as /)).toBeVisible();
  },
);
