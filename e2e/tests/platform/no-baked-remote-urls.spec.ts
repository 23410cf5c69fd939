import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remotes } from '@citylens/shared/contracts';

/** Remote locations reach the host only at run time: its production bundle names none of them. */
// Both read the build folders (and expect the standard local ports): `pnpm start`'s servers only.
test(
  'the host bundle contains no remote URL; the page gets them from the runtime config',
  { tag: '@local-servers' },
  async ({ page }) => {
    const dist = path.resolve(__dirname, '../../../host/dist');
    // dist/server/ is the host's server build (render.js): never served to a browser, and it
    // carries the federation SDK's manifest file name.
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.js') && !f.startsWith(`server${path.sep}`),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      // No manifest URL (the file name alone appears: the overrides panel checks what a developer
      // types ends in it).
      expect(text).not.toMatch(/https?:\/\/[^\s"'`]*mf-manifest\.json/);
      for (const { port } of Object.values(remotes))
        expect(text).not.toContain(`localhost:${port}`);
    }
    await page.goto('/');
    const config = await page.evaluate(
      () =>
        (window as unknown as { __CITYLENS_RUNTIME_CONFIG__: unknown }).__CITYLENS_RUNTIME_CONFIG__,
    );
    expect(config).toMatchObject({ remotes: { shop: 'http://localhost:3003/mf-manifest.json' } });
  },
);

/** The host loads remote modules by the names in the contracts: each remote's build must expose them all. */
test(
  "every module the host loads is exposed by its remote's build",
  { tag: '@local-servers' },
  () => {
    for (const [name, remote] of Object.entries(remotes)) {
      const manifest = JSON.parse(
        readFileSync(
          path.resolve(__dirname, '../../..', remote.folder, 'dist', 'mf-manifest.json'),
          'utf8',
        ),
      ) as { name: string; exposes: { name: string; path: string }[] };
      expect(manifest.name).toBe(name);
      const exposed = manifest.exposes.map((e) => e.path);
      for (const key of Object.values(remote.exposes))
        expect([name, exposed]).toEqual([name, expect.arrayContaining([key])]);
    }
  },
);
