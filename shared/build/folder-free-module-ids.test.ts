/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { FolderFreeModuleIds } from './folder-free-module-ids';

jest.setTimeout(60_000);

/** A small remote: an exposed page that uses a package it shares, as each CityLens remote does. */
function writeRemote(dir: string) {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'lib.js'), 'export const greet = (n) => `Bonjour ${n}`;\n');
  writeFileSync(
    path.join(dir, 'src', 'page.js'),
    "import { greet } from './lib.js';\nexport default () => greet('Paris');\n",
  );
  writeFileSync(path.join(dir, 'src', 'index.js'), "import('./page.js');\n");
}

/** The remote's files as a checkout in `checkout` builds them, with or without folder-free ids. */
async function build(checkout: string, folderFree: boolean): Promise<Record<string, string>> {
  const dir = path.join(checkout, 'remote-discovery');
  writeRemote(dir);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'citylens_test' },
    plugins: [
      ...(folderFree ? [new FolderFreeModuleIds(checkout)] : []),
      new ModuleFederationPlugin({
        name: 'discovery',
        filename: 'remoteEntry.js',
        exposes: { './Page': './src/page.js' },
        shared: { lib: { import: './src/lib.js', version: '1.0.0', singleton: true } },
        dts: false,
        manifest: false,
      }),
    ],
    optimization: { ...(folderFree ? { moduleIds: false as const } : {}) },
    infrastructureLogging: { level: 'none' },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((err, result) => (err ? reject(err) : resolve(result!))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.hasErrors()).toBe(false);
  const files: Record<string, string> = {};
  for (const file of readdirSync(path.join(dir, 'dist'), { recursive: true }) as string[]) {
    if (file.endsWith('.js')) files[file] = readFileSync(path.join(dir, 'dist', file), 'utf8');
  }
  return files;
}

const folders: string[] = [];
const checkoutAt = (...parts: string[]) => {
  const top = mkdtempSync(path.join(os.tmpdir(), 'citylens-ids-'));
  folders.push(top);
  return path.join(top, ...parts);
};
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

test('a build is the same byte for byte in two checkouts in different folders', async () => {
  const here = await build(checkoutAt('work', 'main'), true);
  const elsewhere = await build(checkoutAt('check', 'work', 'main'), true);
  expect(Object.keys(here).length).toBeGreaterThan(2);
  expect(elsewhere).toEqual(here);
});

test("webpack's own deterministic ids differ between the same two checkouts (what the plugin fixes)", async () => {
  const here = await build(checkoutAt('work', 'main'), false);
  const elsewhere = await build(checkoutAt('check', 'work', 'main'), false);
  expect(elsewhere).not.toEqual(here);
});
