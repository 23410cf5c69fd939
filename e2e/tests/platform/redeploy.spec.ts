import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { preAcceptCookies } from '../shell/shell-helpers';
import {
  backupBuild,
  deployRemote,
  editSource,
  folderOf,
  mtimeOf,
  repoRoot,
  variantOn,
} from './deploy-helpers';
import { watchOpenShopPage } from '../../support/open-page-watch';
import { attachScreenshot } from '../../support/screenshots';
import { gotoHydrated, serverRendersWhole } from '../../support/hydration';

const NEW_TITLE = 'Frame Shop — Winter frames — CityLens';
const BRAND = 'CityLens Frames';

/** The title and the Product JSON-LD of a server-rendered page's head. */
function shopHead(html: string): { title: string; products: Record<string, unknown>[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
  const products = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .filter((item) => item['@type'] === 'Product');
  return { title: title.replace(/&amp;/g, '&'), products };
}

test(
  'redeploying the shop alone: new visits get the new build and its own page head, a page opened before keeps loading its old chunks',
  { tag: '@local-servers' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const hostMain = path.join(repoRoot, 'host', 'dist', 'main.js');
    const hostBuiltAt = mtimeOf(hostMain);
    const restoreBuild = backupBuild('shop');
    const openPage = watchOpenShopPage(page, 'http://localhost:3003');

    try {
      // A visitor opens the shop before the redeploy.
      await preAcceptCookies(page);
      await page.goto('/frame-shop');
      await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
      const before = await variantOn(page, 'shop');

      // The shop's head as the host's server renders it, before the shop's team changes it.
      const headBefore = shopHead(await serverRendersWhole(page, '/frame-shop'));
      expect(headBefore.title).toBe('Frame Shop — CityLens');
      expect(headBefore.products.length).toBeGreaterThan(0);
      expect(headBefore.products.every((product) => !('brand' in product))).toBe(true);

      // The shop team ships a visible change, a new page title and a brand on every product's
      // JSON-LD: deploy:local rebuilds the shop alone and swaps it in.
      const release = `e2e-redeploy-${Date.now()}`;
      const exposed = path.join(folderOf('shop'), 'src', 'exposed', 'FrameShopPage.tsx');
      const restorePage = editSource(exposed, () =>
        writeFileSync(
          exposed,
          `export { loadHead } from './FrameShopPage.e2e-original';\n` +
            `import FrameShopPage from './FrameShopPage.e2e-original';\n` +
            `export default function FrameShopPageWithNotice() {\n` +
            `  return (<><p data-testid="redeploy-notice">New frames have arrived</p><FrameShopPage /></>);\n}\n`,
        ),
      );
      // The shop's own head rule, as its team would change it: a new title, a brand on each Product.
      const headRule = path.join(
        folderOf('shop'),
        'src',
        'features',
        'frame-shop',
        'lib',
        'frame-shop-head.ts',
      );
      const restoreHead = editSource(headRule, () =>
        writeFileSync(
          headRule,
          `import type { PageHead } from '@citylens/shared/contracts';\n` +
            `import { frameShopHead as shopHead } from './frame-shop-head.e2e-original';\n` +
            `export * from './frame-shop-head.e2e-original';\n` +
            `export const frameShopHead: PageHead = (context) => {\n` +
            `  const own = shopHead(context);\n` +
            `  const brand = { '@type': 'Brand', name: ${JSON.stringify(BRAND)} };\n` +
            `  return { ...own, title: ${JSON.stringify(NEW_TITLE)}, jsonLd: own.jsonLd.map((item) => ({ ...item, brand })) };\n};\n`,
        ),
      );
      const restoreSource = () => {
        restoreHead();
        restorePage();
      };
      try {
        await deployRemote('shop', release);
      } finally {
        restoreSource();
      }
      expect(release).not.toBe(before.release);

      // The page opened before: the cart and checkout chunks it never loaded come from the old build.
      const oldChunks = await openPage.openCartThenCheckout();
      console.log(`[redeploy] old page loaded ${oldChunks.length} shop chunks after the redeploy`);
      expect(oldChunks.length).toBeGreaterThan(0);
      expect(oldChunks.filter((c) => c.status !== 200)).toEqual([]);
      expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

      // The host's server renders the new version (its HTML), with no restart or rebuild.
      const served = await serverRendersWhole(page, '/frame-shop');
      expect(served).toContain('New frames have arrived');
      // The page's head is the shop's own: its new title and product JSON-LD, from its deploy alone.
      const headAfter = shopHead(served);
      expect(headAfter.title).toBe(NEW_TITLE);
      expect(headAfter.products.length).toBe(headBefore.products.length);
      for (const product of headAfter.products) {
        expect(product).toMatchObject({ '@type': 'Product', brand: { name: BRAND } });
      }

      // The next navigation to /frame-shop shows the new version; the host was not rebuilt.
      const next = await browser.newPage();
      await preAcceptCookies(next);
      await next.goto('/frame-shop');
      await expect(next.getByTestId('redeploy-notice')).toHaveText('New frames have arrived');
      await expect(next.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
      expect((await variantOn(next, 'shop')).release).toBe(release);
      await expect(next).toHaveTitle(NEW_TITLE);
      await attachScreenshot(next, testInfo, 'after-redeploy', { folder: 'deploy-shots' });
      // A move inside the site to the shop titles the tab from the shop's new module too.
      await gotoHydrated(next, '/faq');
      await next.evaluate(() => Object.assign(window, { citylensSamePage: true }));
      // As a visitor does: down to the footer, which hydrates as it comes near (before, its links
      // are plain links: a press then loads the page whole), then its link.
      const footer = next.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(next.locator('[data-citylens-part="site-footer"]')).toHaveAttribute(
        'data-citylens-when-seen',
        'hydrated',
      );
      await footer.getByRole('link', { name: 'Frame Shop' }).click();
      await expect(next.getByTestId('redeploy-notice')).toBeVisible();
      await expect(next).toHaveTitle(NEW_TITLE);
      expect(await next.evaluate(() => 'citylensSamePage' in window)).toBe(true);
      await next.close();
      expect(mtimeOf(hostMain)).toBe(hostBuiltAt);
      expect(openPage.problems).toEqual([]);
    } finally {
      restoreBuild();
    }
  },
);
