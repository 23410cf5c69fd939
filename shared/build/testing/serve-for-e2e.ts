/**
 * `tsx shared/build/testing/serve-for-e2e.ts [app…]` — the e2e launcher's app servers
 * (e2e/playwright.config.ts): the production servers of `cli.ts serve` (all five apps when none is
 * named) plus the loopback control endpoint the outage journeys use to stop, hang, start or reload
 * one app, on CITYLENS_CONTROL_PORT with CITYLENS_CONTROL_SECRET. Production never loads this file.
 */
import path from 'node:path';
import { apps, type AppName } from '../apps';
import { serveApps } from '../serve';
import { startControl } from './e2e-control';

const repoRoot = path.resolve(__dirname, '../../..');

async function main(): Promise<void> {
  const port = Number(process.env.CITYLENS_CONTROL_PORT);
  if (!port) throw new Error('set CITYLENS_CONTROL_PORT (the e2e control endpoint’s port)');
  const named = process.argv.slice(2);
  const names = named.length ? (named as AppName[]) : apps.map((a) => a.name);
  const unknown = names.filter((n) => !apps.some((a) => a.name === n));
  if (unknown.length) throw new Error(`Unknown app ${unknown.join(', ')}`);
  const servers = await serveApps(names, { repoRoot });
  startControl(port, servers, process.env.CITYLENS_CONTROL_SECRET ?? '');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
