import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTRACTS_VERSION } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { listFrames } from '../shop/shop-helpers';
import { htmlOf, textOf } from './server-render-helpers';
import {
  deployRemote,
  editSource,
  putShopBack,
  repoRoot,
  setRuntimeOverrides,
} from './deploy-helpers';
import { attachScreenshot } from '../../support/screenshots';

test.afterAll(putShopBack);

test(
  "a remote built against another major version of the contracts shows that area's fallback; the rest of the site works",
  { tag: '@local-servers' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    // A shop built with contracts 2.x (the host was built with 1.x), deployed beside the live one.
    const versionFile = path.join(repoRoot, 'shared', 'src', 'contracts', 'version.ts');
    const original = readFileSync(versionFile, 'utf8');
    const restore = editSource(versionFile, () =>
      writeFileSync(versionFile, original.replace(`'${CONTRACTS_VERSION}'`, `'2.0.0'`)),
    );
    try {
      await deployRemote('shop', `e2e-contracts-2-${Date.now()}`, { canary: true });
    } finally {
      restore();
    }
    await setRuntimeOverrides({
      remotes: { shop: 'http://localhost:3003/canary/mf-manifest.json' },
    });

    // The host's server refuses it too: the page is served with the shell, the area left empty.
    const frames = await listFrames(request);
    const serverText = textOf(await htmlOf(request, '/frame-shop'));
    expect(serverText).toContain('FRAME SHOP');
    expect(serverText).not.toContain(frames.picture[0]!.name);

    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await preAcceptCookies(page);
    await page.goto('/frame-shop');
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toContainText('Frame shop is temporarily unavailable');
    expect(warnings.join('\n')).toMatch(
      /refused shop from http:\/\/localhost:3003\/canary\/mf-manifest\.json: built with @citylens\/shared contracts 2\.0\.0, this host has 1\.\d+\.\d+/,
    );
    await attachScreenshot(page, testInfo, 'contract-mismatch', { folder: 'deploy-shots' });

    // The rest of the site: the shell and another remote.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /events/i })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Find all Upcoming Events/ }),
    ).toBeVisible();
  },
);
