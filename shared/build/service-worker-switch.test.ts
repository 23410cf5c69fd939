/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runtimeConfigFromEnv } from './runtime-config';

/** The offline worker's kill switch, from the environment or the re-read overrides file. */
const overridesFile = (content: object) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'citylens-sw-')), 'runtime.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};

test('the worker is on unless the environment or the overrides file turns it off', () => {
  expect(runtimeConfigFromEnv({}).serviceWorker).toBeUndefined();
  expect(runtimeConfigFromEnv({ CITYLENS_SERVICE_WORKER: 'off' }).serviceWorker).toBe('off');
  const off = overridesFile({ serviceWorker: 'off' });
  expect(runtimeConfigFromEnv({ CITYLENS_RUNTIME_CONFIG_FILE: off }).serviceWorker).toBe('off');
  const on = overridesFile({ serviceWorker: 'on' });
  expect(
    runtimeConfigFromEnv({ CITYLENS_SERVICE_WORKER: 'off', CITYLENS_RUNTIME_CONFIG_FILE: on })
      .serviceWorker,
  ).toBeUndefined();
});

test('a switch that is neither on nor off is refused', () => {
  const file = overridesFile({ serviceWorker: false });
  expect(() => runtimeConfigFromEnv({ CITYLENS_RUNTIME_CONFIG_FILE: file })).toThrow(
    'serviceWorker must be "on" or "off", not false.',
  );
});
