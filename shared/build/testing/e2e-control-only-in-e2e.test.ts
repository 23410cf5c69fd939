/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CONTROL_SECRET_HEADER } from './e2e-control';

/**
 * The control endpoint can stop the servers it runs beside: production must not carry it at all.
 * Each entry is bundled as docker/app.Dockerfile bundles the container's server, and the bundle's
 * inputs and text are read.
 */
const buildDir = path.resolve(__dirname, '..');
const root = path.resolve(buildDir, '../..');

async function bundle(entry: string): Promise<{ inputs: string[]; text: string }> {
  const result = await build({
    entryPoints: [path.join(buildDir, entry)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return {
    inputs: Object.keys(result.metafile.inputs),
    text: result.outputFiles.map((f) => f.text).join('\n'),
  };
}

const controlCode = (b: { inputs: string[]; text: string }) => ({
  controlModule: b.inputs.some((input) => input.endsWith('testing/e2e-control.ts')),
  secretHeader: b.text.includes(CONTROL_SECRET_HEADER),
  controlPort: b.text.includes('CITYLENS_CONTROL_PORT'),
});
const none = { controlModule: false, secretHeader: false, controlPort: false };

test.each(['serve-main.ts', 'cli.ts', 'index.ts'])(
  'production serving (%s) has no control endpoint',
  async (entry) => {
    expect(controlCode(await bundle(entry))).toEqual(none);
  },
  30_000,
);

test('the e2e launcher serves with the control endpoint', async () => {
  expect(controlCode(await bundle('testing/serve-for-e2e.ts'))).toEqual({
    controlModule: true,
    secretHeader: true,
    controlPort: true,
  });
  // …and it is what the local e2e run starts the app servers with.
  const config = readFileSync(path.join(root, 'e2e/playwright.config.ts'), 'utf8');
  expect(config).toContain('shared/build/testing/serve-for-e2e.ts');
  expect(config).not.toContain('shared/build/cli.ts serve');
}, 30_000);
