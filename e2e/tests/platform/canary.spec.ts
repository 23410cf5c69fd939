import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { preAcceptCookies } from '../shell/shell-helpers';
import {
  deployRemote,
  folderOf,
  freshVisitor,
  mtimeOf,
  removeCanaryBuild,
  setRuntimeOverrides,
  variantOn,
  type VisitResult,
} from './deploy-helpers';
import { attachScreenshot } from '../../support/screenshots';

const STABLE = 'http://localhost:3003/mf-manifest.json';
const CANARY = 'http://localhost:3003/canary/mf-manifest.json';
const shopWithCanary = (percent: number) => ({
  remotes: { shop: { url: STABLE, canary: { url: CANARY, percent } } },
});

/** A fresh visitor opens /frame-shop; optionally reloads and must see the same build again. */
async function visit(
  browser: Browser,
  { reload = false, bucket }: { reload?: boolean; bucket?: number } = {},
): Promise<VisitResult & { bucket: number }> {
  const { context, page } = await freshVisitor(browser, bucket);
  try {
    await page.goto('/frame-shop', { waitUntil: 'domcontentloaded' });
    const first = await variantOn(page, 'shop');
    if (reload) {
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await variantOn(page, 'shop')).toEqual(first);
    }
    const stored = await page.evaluate(() => localStorage.getItem('citylens_release_bucket'));
    return { ...first, bucket: Number(stored ?? -1) };
  } finally {
    await context.close();
  }
}

test.afterAll(async () => {
  await setRuntimeOverrides(null);
  removeCanaryBuild('shop');
});

test(
  'canary releases from the runtime config: 0 %, 100 %, 50 % sticky, and back to 0 % with nothing rebuilt',
  { tag: '@local-servers' },
  async ({ browser, page }, testInfo) => {
    test.setTimeout(600_000);
    const canaryRelease = `e2e-canary-${Date.now()}`;
    await deployRemote('shop', canaryRelease, { canary: true });
    const stableRelease = JSON.parse(await (await fetch(STABLE)).text()).metaData.citylens
      .release as string;
    expect(stableRelease).not.toBe(canaryRelease);
    const builds = ['dist', 'dist-canary'].map((d) => path.join(folderOf('shop'), d, 'index.html'));
    const builtAt = builds.map(mtimeOf);

    // 0 %: every visitor gets the stable build.
    await setRuntimeOverrides(shopWithCanary(0));
    for (let i = 0; i < 10; i++) {
      expect(await visit(browser)).toMatchObject({ variant: 'stable', release: stableRelease });
    }

    // 100 %: every visitor gets the canary.
    await setRuntimeOverrides(shopWithCanary(100));
    for (let i = 0; i < 10; i++) {
      expect(await visit(browser)).toMatchObject({ variant: 'canary', release: canaryRelease });
    }
    await preAcceptCookies(page);
    await page.goto('/frame-shop');
    await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-shop-variant', 'canary');
    await attachScreenshot(page, testInfo, 'canary-visitor', { folder: 'deploy-shots' });

    // 50 %: between 18 and 42 of 60 fresh visitors see the canary (30 ± 3 standard deviations:
    // a fair split falls outside about once in 1,000 runs), each the same build on reload.
    await setRuntimeOverrides(shopWithCanary(50));
    const visitors: (VisitResult & { bucket: number })[] = [];
    for (let i = 0; i < 60; i++) visitors.push(await visit(browser, { reload: true }));
    const canaries = visitors.filter((v) => v.variant === 'canary');
    console.log(`[canary] at 50 %: ${canaries.length} of 60 fresh visitors saw the canary`);
    expect(canaries.length).toBeGreaterThanOrEqual(18);
    expect(canaries.length).toBeLessThanOrEqual(42);
    for (const v of visitors) {
      expect(v.release).toBe(v.variant === 'canary' ? canaryRelease : stableRelease);
    }

    // Back to 0 %: the canary visitors (same stored bucket) get stable on their next load.
    await setRuntimeOverrides(shopWithCanary(0));
    for (const v of canaries) {
      expect(await visit(browser, { bucket: v.bucket })).toMatchObject({
        variant: 'stable',
        release: stableRelease,
      });
    }
    expect(builds.map(mtimeOf)).toEqual(builtAt);
  },
);
