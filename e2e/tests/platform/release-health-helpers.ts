import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { remoteRoutes } from '../../support/remote-routes';
import { attachScreenshot } from '../../support/screenshots';
import { deployRemote, editSource, folderOf, variantOn } from './deploy-helpers';
import { leave, telemetryVisitor, type OpsData } from './telemetry-helpers';

/** The release health journeys' shop canary, visits and counts (release-health*.spec.ts). */

export const STABLE = 'http://localhost:3003/mf-manifest.json';
export const CANARY = 'http://localhost:3003/canary/mf-manifest.json';
/** Nothing listens here: a remote whose manifest cannot be fetched. */
export const UNREACHABLE_EVENTS = 'http://localhost:3012/mf-manifest.json';
export const THROW_MESSAGE = 'Frame Shop canary failed to render';

const exposedShopPage = path.join(folderOf('shop'), 'src', 'exposed', 'FrameShopPage.tsx');

/** Build a shop canary from a changed FrameShopPage (the source is put back at once). */
export async function deployShopCanary(release: string, body: string): Promise<void> {
  const restore = editSource(exposedShopPage, () =>
    writeFileSync(
      exposedShopPage,
      `import FrameShopPage from './FrameShopPage.e2e-original';\n${body}\n`,
    ),
  );
  try {
    await deployRemote('shop', release, { canary: true });
  } finally {
    restore();
  }
}

export const shopCanary = (percent: number) => ({ url: STABLE, canary: { url: CANARY, percent } });

export async function runtimeConfig(): Promise<{
  allowOverrides?: boolean;
  remotes: Record<string, unknown>;
}> {
  return (await (await fetch('http://localhost:3000/runtime-config.json')).json()) as {
    allowOverrides?: boolean;
    remotes: Record<string, unknown>;
  };
}

export const shopErrors = (data: OpsData, release: string) =>
  data.topErrors
    .filter((e) => e.remote === 'shop' && e.release === release)
    .reduce((sum, e) => sum + e.count, 0);
export const eventsFailures = (data: OpsData, phase: string) =>
  data.failures
    .filter((f) => f.remote === 'events' && f.phase === phase)
    .reduce((sum, f) => sum + f.count, 0);

/**
 * Open the frame shop as one visitor and leave, so the page view's last batch is sent; `address`
 * makes them a distinct sender for the API (a rollback needs many).
 */
export async function visitShop(browser: Browser, bucket: number, address?: string) {
  const { context, page, records } = await telemetryVisitor(browser, {
    consent: 'accepted',
    bucket,
    address,
  });
  try {
    await page.goto('/frame-shop');
    await expect(
      page
        .getByRole('heading', { level: 1, name: remoteRoutes.shop.heading })
        .or(page.getByTestId('remote-unavailable')),
    ).toBeVisible({ timeout: 20_000 });
    const variant = await variantOn(page, 'shop');
    await leave(page);
    return { ...variant, records };
  } finally {
    await context.close();
  }
}

/** The page at the desktop size and at a phone's, each attached. */
export async function shootBothSizes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = false,
) {
  const size = page.viewportSize();
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await attachScreenshot(page, testInfo, `${name}-${width}`, {
      folder: 'telemetry-shots',
      fullPage,
    });
  }
  if (size) await page.setViewportSize(size);
}

export async function overridesDialogOpens(page: Page): Promise<boolean> {
  return page
    .getByRole('dialog', { name: 'Remote overrides' })
    .isVisible()
    .catch(() => false);
}
