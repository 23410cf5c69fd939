import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

// The process tests do not depend on the backend: they run in the PGlite pass only.
const skip = process.env.DATABASE_URL ? 'runs in the PGlite pass' : false;

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

test(
  'the server starts, answers, and closes gracefully on SIGTERM',
  { timeout: 120_000, skip },
  async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-server-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );

    const deadline = Date.now() + 90_000;
    while (!output.includes('Server listening') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(output.includes('Server listening'), output);
    const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
    assert.deepEqual(await health.json(), { status: 'ok' });

    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.match(output, /shutting down/);
    await fs.rm(dataDir, { recursive: true, force: true });
  },
);

test(
  'a bad environment stops the server with every bad variable named',
  { timeout: 60_000, skip },
  async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: { ...process.env, PORT: 'abc', SITE_URL: 'nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(output, /PORT:/);
    assert.match(output, /SITE_URL:/);
  },
);

test(
  'production refuses to start without its required settings, naming each',
  { timeout: 60_000, skip },
  async () => {
    const { JWT_SECRET: _a, DATABASE_URL: _b, SMTP_URL: _c, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: { ...env, NODE_ENV: 'production', SITE_URL: 'https://citylens.example' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    for (const name of ['JWT_SECRET', 'DATABASE_URL', 'PUBLIC_API_URL', 'SMTP_URL']) {
      assert.match(output, new RegExp(`${name}: required when NODE_ENV=production`));
    }
  },
);
