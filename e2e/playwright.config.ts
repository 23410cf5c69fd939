import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { LOCAL_SERVERS } from './support/tags';

/**
 * The journeys run against production builds served exactly as `pnpm start` serves them, plus
 * the API on its own data folder. The app servers expose a loopback control endpoint so the
 * outage journeys can stop, hang and restart one remote.
 */
const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
export const CONTROL_PORT = 3999;
// A fresh secret per run for the control endpoint; set before the workers start, so they
// inherit it (a worker re-reading this file keeps the value).
process.env.CITYLENS_CONTROL_SECRET ??= randomBytes(24).toString('hex');
/** The e2e API's ops token (a test value; production sets its own, never shipped to the apps). */
export const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };
/** Journeys that hold a page's scripts back while they press and type: run one at a time. */
const RACING_A_BUDGET = ['**/press-before-hydration.spec.ts', '**/typed-before-hydration.spec.ts'];
/** Set (e.g. by docker-compose's e2e service) to test a site that is already running. */
const composedSite = process.env.CITYLENS_E2E_BASE_URL;

export default defineConfig({
  testDir: './tests',
  // Against a composed site: the API's and the remotes' addresses from its /runtime-config.json.
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two browsers by default, each on whole spec files (CITYLENS_E2E_WORKERS sets how many); then, one
  // at a time, the journeys that race a load budget, and those tagged @local-servers, which stop,
  // hang, redeploy or reconfigure the servers every journey shares.
  workers: Number(process.env.CITYLENS_E2E_WORKERS || 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Under CI a failed journey runs once more, so its report says "flaky" rather than "failed" when
  // the second try passes; failOnFlakyTests still fails the run: a retry never hides a flake.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: composedSite ?? 'http://localhost:3000',
    trace: 'retain-on-failure',
    // The offline worker answers a page's requests once it controls the page, and a request it
    // answers is not seen by page.route: journeys that hold or fail requests run without it. The
    // offline journeys (tests/offline) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: desktopChromium,
      grepInvert: LOCAL_SERVERS.pattern,
      testIgnore: RACING_A_BUDGET,
    },
    // Presses held back while an area's module loads race the remote's 3.5 s load budget: a second
    // browser's load beside them is time taken from that budget.
    {
      name: 'racing-a-budget',
      use: desktopChromium,
      testMatch: RACING_A_BUDGET,
      grepInvert: LOCAL_SERVERS.pattern,
      dependencies: ['chromium'],
      workers: 1,
    },
    {
      name: 'local-servers',
      use: desktopChromium,
      grep: LOCAL_SERVERS.pattern,
      dependencies: ['racing-a-budget'],
      workers: 1,
    },
  ],
  webServer: composedSite
    ? []
    : [
        {
          command: `${tsx} src/server.ts`,
          cwd: path.join(root, 'api'),
          url: 'http://localhost:8000/api/health/',
          env: {
            DATA_DIR: path.join(__dirname, '.data', 'api'),
            PORT: '8000',
            LOG_LEVEL: 'warn',
            SEED_DEMO: 'true',
            // The embedded database in .data, seeded by this run: a PostgreSQL or Redis that CI
            // exports for the API's own tests keeps data (and seeded dates) across runs.
            DATABASE_URL: '',
            REDIS_URL: '',
            // The release health page and its automatic rollback (telemetry journeys).
            OPS_TOKEN: OPS_TOKEN,
            OPS_AUTO_ROLLBACK: 'true',
            OPS_ROLLBACK_MIN_VIEWS: '12',
            // A rollback needs distinct senders: the canary journey's visitors each come through
            // the loopback "balancer" with their own X-Forwarded-For address.
            OPS_ROLLBACK_MIN_CLIENTS: '10',
            TRUST_PROXY: 'loopback',
            CITYLENS_RUNTIME_CONFIG_FILE: path.join(__dirname, '.data', 'runtime-config.json'),
          },
          timeout: 240_000,
          reuseExistingServer: !process.env.CI,
          stdout: 'pipe',
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
        },
        {
          // The production servers plus the control endpoint (test-only, never in `cli.ts serve`).
          command: `${tsx} shared/build/testing/serve-for-e2e.ts`,
          cwd: root,
          url: 'http://localhost:3000/',
          env: {
            CITYLENS_CONTROL_PORT: String(CONTROL_PORT),
            CITYLENS_CONTROL_SECRET: process.env.CITYLENS_CONTROL_SECRET,
            // The canary and contract journeys change the runtime config here, with no restart.
            CITYLENS_RUNTIME_CONFIG_FILE: path.join(__dirname, '.data', 'runtime-config.json'),
          },
          timeout: 60_000,
          reuseExistingServer: false,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
        },
      ],
});
