import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes, SERVER_RENDER_BUDGET_MS } from '@citylens/shared/contracts';
import { reloadApp, setAppState } from '../../support/app-control';
import { repoRoot } from './deploy-helpers';
import { preAcceptCookies } from '../shell/shell-helpers';
import { listFrames } from '../shop/shop-helpers';
import { htmlOf, textOf } from './server-render-helpers';

/** A remote's server build that fails or hangs costs only its own area of the server's page. */

test(
  "the shop's server build hanging: the page within the budget, the shell server-rendered, the area in the browser",
  { tag: '@local-servers' },
  async ({ page, request }) => {
    const frames = await listFrames(request);
    await setAppState('shop', 'hang');
    try {
      const started = Date.now();
      const html = await htmlOf(request, routes.frameShop.href());
      const took = Date.now() - started;
      console.log(`[server-render] /frame-shop with the shop hanging answered in ${took} ms`);
      // Worst case by design: the release check, the module and the answers (a budget each) and
      // the pass cut; plus 1.5 s for a loaded two-core machine.
      expect(took).toBeLessThan(3 * SERVER_RENDER_BUDGET_MS + 500 + 1500);
      const text = textOf(html);
      expect(text).toContain('FRAME SHOP');
      expect(text).not.toContain(frames.picture[0]!.name);
      await preAcceptCookies(page);
      await page.goto(routes.frameShop.href());
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
    } finally {
      await setAppState('shop', 'start');
    }
    // Back up: the next page is whole again, rendered on the server.
    await expect
      .poll(async () => textOf(await htmlOf(request, routes.frameShop.href())), { timeout: 10_000 })
      .toContain(frames.picture[0]!.name);
  },
);

test(
  "the shop's server build throwing: its area is rendered in the browser, the rest on the server",
  { tag: '@local-servers' },
  async ({ page, request }) => {
    const frames = await listFrames(request);
    const serverDir = path.join(repoRoot, 'remote-shop', 'dist', 'server');
    const entry = path.join(serverDir, 'remoteEntry.js');
    const manifest = path.join(serverDir, 'mf-manifest.json');
    const [entrySource, manifestSource] = [readFileSync(entry), readFileSync(manifest, 'utf8')];
    // A new server build (new release) whose entry throws when the host's server runs it.
    writeFileSync(entry, 'throw new Error("e2e: this server build is broken");\n');
    writeFileSync(
      manifest,
      manifestSource.replace(/"release":\s*"[^"]*"/, '"release":"e2e-broken"'),
    );
    await reloadApp('shop');
    try {
      const html = await htmlOf(request, routes.frameShop.href());
      const text = textOf(html);
      expect(text).toContain('FRAME SHOP');
      expect(text).not.toContain(frames.picture[0]!.name);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await preAcceptCookies(page);
      await page.goto(routes.frameShop.href());
      await expect(page.getByText(frames.picture[0]!.name).first()).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      writeFileSync(entry, entrySource);
      writeFileSync(manifest, manifestSource);
      await reloadApp('shop');
    }
    await expect
      .poll(async () => textOf(await htmlOf(request, routes.frameShop.href())), { timeout: 10_000 })
      .toContain(frames.picture[0]!.name);
  },
);
