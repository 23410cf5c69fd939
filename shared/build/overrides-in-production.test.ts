/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FORCE_OVERRIDES_ENV, runtimeConfigFromEnv } from './runtime-config';

/** Overrides in production would let any page load scripts from a visitor's own machine. */

const overridesFile = (content: object) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'citylens-rc-')), 'runtime.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};

test('a production server refuses to start with overrides, from the environment or the file', () => {
  expect(() =>
    runtimeConfigFromEnv({ NODE_ENV: 'production', CITYLENS_ALLOW_OVERRIDES: 'true' }),
  ).toThrow(`Remote overrides are refused in production`);
  expect(() =>
    runtimeConfigFromEnv({
      NODE_ENV: 'production',
      CITYLENS_RUNTIME_CONFIG_FILE: overridesFile({ allowOverrides: true }),
    }),
  ).toThrow(FORCE_OVERRIDES_ENV);
  // Without overrides, production starts as before.
  expect(runtimeConfigFromEnv({ NODE_ENV: 'production' }).allowOverrides).toBeUndefined();
});

test('forced in production, overrides are allowed with a warning in the log; in development they need no force', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const forced = runtimeConfigFromEnv({
      NODE_ENV: 'production',
      CITYLENS_ALLOW_OVERRIDES: 'true',
      [FORCE_OVERRIDES_ENV]: 'true',
    });
    expect(forced.allowOverrides).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('remote overrides allowed in production'),
    );
    warn.mockClear();
    expect(runtimeConfigFromEnv({ CITYLENS_ALLOW_OVERRIDES: 'true' }).allowOverrides).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});
