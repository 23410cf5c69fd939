/**
 * The whole-site load test with faults, against the composed stack (two API replicas behind the
 * balancer, PostgreSQL, Redis, the five app servers). README.md beside this file says how to run
 * it and what it checks.
 *
 *   npx tsx load/whole-site.ts [--seconds=300] [--users=60]
 *   (env: COMPOSE, CITYLENS_SITE_URL, CITYLENS_API_URL)
 *
 * Its parts: settings.ts (options, where the stack is), accounts.ts (the seed's catalog and the
 * visitors' accounts), crowds.ts and scenario.ts (the crowds and what they ask), visitor-writes.ts
 * (what the visitors with accounts do, and what was acknowledged), faults.ts (the faults),
 * samples.ts (every request as answered), stored-data.ts (the acknowledged data against
 * PostgreSQL), report.ts (the figures) and run-outcome.ts (last-run.json, the printout, the verdict).
 */
import { randomUUID } from 'node:crypto';
import { makeAccounts, readCatalog } from './accounts';
import { faults, injectFaults } from './faults';
import { summarize } from './report';
import { now, samples, startRun } from './samples';
import { crowdsFor } from './scenario';
import { api, SECONDS, say, site, USERS } from './settings';
import { failuresOf, printReport, writeLastRun } from './run-outcome';
import { checkStoredData, dataFigures } from './stored-data';
import { nothingAcknowledged, visitorWrites } from './visitor-writes';

async function main() {
  const run = randomUUID().slice(0, 8);
  say(`site ${site}, API ${api}, ${SECONDS} s, ${USERS} visitors with accounts (run ${run})`);
  const catalog = await readCatalog();
  const visitors = await makeAccounts(run);
  say(
    `${visitors.length} accounts made; ${catalog.cities.length} cities, ${catalog.events.length} events`,
  );

  // What the site acknowledged, checked against PostgreSQL at the end.
  const acknowledged = nothingAcknowledged();
  const runCrowds = crowdsFor(catalog, visitorWrites(run, visitors, catalog, acknowledged));

  startRun();
  const faultsDone = injectFaults();
  const results = await runCrowds();
  await faultsDone;
  const runMs = now();

  const stored = checkStoredData(run, visitors, acknowledged);
  const report = summarize(samples, faults, runMs, (kind) => kind.startsWith('page'));
  const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
  const data = dataFigures(acknowledged, stored);
  writeLastRun(run, report, results, data);
  printReport(report, non2xx, data);

  const failures = failuresOf(report, stored);
  for (const failure of failures) say(`FAIL ${failure}`);
  say(failures.length ? 'FAILED' : 'passed');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
