import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { RELEASE_BUCKET_COOKIE } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import {
  deployRemote,
  folderOf,
  freshVisitor,
  mtimeOf,
  putShopBack,
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

interface Visit extends VisitResult {
  /** The bucket in localStorage after the visit. */
  bucket: number;
  /** The bucket in the site's cookie after the visit (what the server renders for). */
  cookieBucket: number | null;
  /** The bucket the server drew on the first page (its Set-Cookie), if it drew one. */
  drawnBucket: number | null;
}

/** A fresh visitor opens /frame-shop; optionally reloads and must see the same build again. */
async function visit(
  browser: Browser,
  { reload = false, bucket }: { reload?: boolean; bucket?: number } = {},
): Promise<Visit> {
  const { context, page } = await freshVisitor(browser, bucket);
  try {
    const response = await page.goto('/frame-shop', { waitUntil: 'domcontentloaded' });
    const setCookie = (await response?.headerValue('set-cookie')) ?? '';
    const drawn = new RegExp(`${RELEASE_BUCKET_COOKIE}=(\\d+)`).exec(setCookie);
    const first = await variantOn(page, 'shop');
    if (reload) {
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await variantOn(page, 'shop')).toEqual(first);
    }
    const stored = await page.evaluate(() => localStorage.getItem('citylens_release_bucket'));
    const cookie = (await context.cookies()).find((c) => c.name === RELEASE_BUCKET_COOKIE);
    return {
      ...first,
      bucket: Number(stored ?? -1),
      cookieBucket: cookie ? Number(cookie.value) : null,
      drawnBucket: drawn ? Number(drawn[1]) : null,
    };
  } finally {
    await context.close();
  }
}

test.afterAll(putShopBack);

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
    for (let i = 0; i < 4; i++) {
      expect(await visit(browser)).toMatchObject({ variant: 'stable', release: stableRelease });
    }

    // 100 %: every visitor gets the canary.
    await setRuntimeOverrides(shopWithCanary(100));
    for (let i = 0; i < 4; i++) {
      expect(await visit(browser)).toMatchObject({ variant: 'canary', release: canaryRelease });
    }
    await preAcceptCookies(page);
    await page.goto('/frame-shop');
    await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-shop-variant', 'canary');
    await attachScreenshot(page, testInfo, 'canary-visitor', { folder: 'deploy-shots' });

    // 50 %: buckets below 50 get the canary, the rest stable, each the same build on reload.
    // Visitors with buckets on both sides of the line, and fresh visitors whose bucket the page
    // draws and stores; how evenly the draw splits visitors is release-variants.test.ts's part.
    await setRuntimeOverrides(shopWithCanary(50));
    const visitors: Visit[] = [];
    for (const bucket of [0, 49, 50, 99])
      visitors.push(await visit(browser, { reload: true, bucket }));
    for (let i = 0; i < 4; i++) visitors.push(await visit(browser, { reload: true }));
    console.log(
      `[canary] at 50 %: buckets ${visitors.map((v) => `${v.bucket}→${v.variant}`).join(', ')}`,
    );
    for (const [i, v] of visitors.entries()) {
      expect(v.bucket).toBeGreaterThanOrEqual(0);
      expect(v.bucket).toBeLessThan(100);
      // The server and the browser agree on the bucket: a returning visitor's cookie is theirs
      // (nothing drawn); a first visitor's is drawn by the server and adopted by the browser.
      expect(v.cookieBucket).toBe(v.bucket);
      if (i < 4) expect(v.drawnBucket).toBeNull();
      else expect(v.drawnBucket).toBe(v.bucket);
      expect(v).toMatchObject(
        v.bucket < 50
          ? { variant: 'canary', release: canaryRelease }
          : { variant: 'stable', release: stableRelease },
      );
    }
    const canaries = visitors.filter((v) => v.variant === 'canary');

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
