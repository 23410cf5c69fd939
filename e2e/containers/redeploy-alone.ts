/**
 * One remote redeployed alone in containers (run by scripts/containers/ci-stage.sh against the
 * composed stack; it drives `docker compose` on this machine, so it is not a journey of the e2e
 * container). With a page open, `up -d --build shop` with a new release, then:
 * - no other container was recreated;
 * - the open page keeps working: the shop chunks it had not loaded yet come from the old release
 *   (the shop's releases volume) with no error;
 * - the next load shows the new shop release.
 * Also: both API replicas behind the balancer serve, and the seed ran once.
 *
 *   npx tsx containers/redeploy-alone.ts    (env: COMPOSE, CITYLENS_SITE_URL, CITYLENS_API_URL)
 */
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { remoteLocation, storageKeys, type RuntimeConfig } from '@citylens/shared/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { watchOpenShopPage } from '../support/open-page-watch';

const compose = process.env.COMPOSE ?? 'docker-compose';
const site = (process.env.CITYLENS_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const api = (process.env.CITYLENS_API_URL ?? 'http://localhost:8000').replace(/\/+$/, '');

const repoRoot = path.resolve(__dirname, '..', '..');
// From the repository root, where COMPOSE's compose files are.
const sh = (command: string) =>
  execSync(command, { encoding: 'utf8', stdio: 'pipe', cwd: repoRoot }).trim();
const step = (message: string) => console.log(`[redeploy-alone] ${message}`);

/** Service → container ids (both API replicas under `api`). */
function containers(): Map<string, string[]> {
  const byService = new Map<string, string[]>();
  for (const id of sh(`${compose} ps -q`).split('\n').filter(Boolean)) {
    const service = sh(
      `docker inspect -f '{{index .Config.Labels "com.docker.compose.service"}}' ${id}`,
    );
    byService.set(service, [...(byService.get(service) ?? []), id].sort());
  }
  return byService;
}

async function shopRelease(page: Page): Promise<string | null> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-shop-release'),
    null,
    {
      timeout: 15_000,
    },
  );
  return page.evaluate(() => document.documentElement.getAttribute('data-shop-release'));
}

/** Each check's verdict as it is made; what failed is kept for the end. */
interface Checklist {
  failures: string[];
  check: (ok: boolean, what: string) => void;
}

function checklist(): Checklist {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    step(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  return { failures, check };
}

/**
 * Both API replicas serve: tag requests through the balancer, then find the tag in each log.
 * nginx sends each request to the first address of Docker's answer for `api`, which it asks again
 * every second (its resolver's `valid=1s`), and Docker's answer comes in a new order: the spread
 * is per second, not per request (12 requests sent at once all went to one replica in a CI run).
 * So requests are sent until each replica has logged one, 20 s at most. And the seed ran once.
 */
async function checkApiReplicas({ failures, check }: Checklist): Promise<void> {
  const replicas = containers().get('api') ?? [];
  const probe = randomUUID();
  const servedSoFar = () =>
    replicas.map((id) => sh(`docker logs ${id} 2>&1`).split(probe).length - 1);
  const bothServe = (counts: number[]) => replicas.length === 2 && counts.every((n) => n > 0);
  let served = servedSoFar();
  let sent = 0;
  for (const until = Date.now() + 20_000; !bothServe(served) && Date.now() < until;) {
    for (let n = 0; n < 4; n += 1, sent += 1) {
      const res = await fetch(`${api}/api/health/?probe=${probe}`);
      if (!res.ok) failures.push(`health through the balancer → ${res.status}`);
    }
    served = servedSoFar();
  }
  check(
    bothServe(served),
    `both API replicas serve (requests per replica: ${served.join(' / ')}, of ${sent} sent)`,
  );
  const seeded = replicas
    .map((id) => sh(`docker logs ${id} 2>&1`).split('seeding the database').length - 1)
    .reduce((a, b) => a + b, 0);
  check(seeded === 1, `the seed ran once across the replicas (${seeded} time(s))`);
}

/** `up -d --build shop` with a new release, until the new shop is healthy: only it is recreated. */
async function redeployShopAlone(release: string, { check }: Checklist): Promise<void> {
  const beforeIds = containers();
  const started = Date.now();
  sh(`CITYLENS_RELEASE=${release} ${compose} up -d --build shop`);
  // The new shop is in service once its health check passes.
  const deadline = Date.now() + 120_000;
  let health = '';
  while (Date.now() < deadline) {
    const id = containers().get('shop')?.[0] ?? '';
    health = id ? sh(`docker inspect -f '{{.State.Health.Status}}' ${id}`) : '';
    if (health === 'healthy') break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  step(
    `up -d --build shop: ${((Date.now() - started) / 1000).toFixed(0)} s until healthy (${health})`,
  );
  const afterIds = containers();
  const recreated = [...afterIds.keys()].filter(
    (service) => JSON.stringify(afterIds.get(service)) !== JSON.stringify(beforeIds.get(service)),
  );
  check(
    JSON.stringify(recreated) === '["shop"]',
    `only the shop was recreated (recreated: ${recreated.join(', ') || 'none'})`,
  );
}

/** The open page: cart and checkout chunks it never loaded, from the old release. */
async function checkOpenPageKeptWorking(
  page: Page,
  openPage: ReturnType<typeof watchOpenShopPage>,
  { check }: Checklist,
): Promise<void> {
  const late = await openPage.openCartThenCheckout();
  const { problems } = openPage;
  check(
    late.length > 0 && late.every((c) => c.status === 200) && problems.length === 0,
    `the open page kept working: ${late.length} old shop chunk(s) loaded after the redeploy, all 200; ${problems.length} page error(s)`,
  );
  check(
    (await page.getByTestId('remote-unavailable').count()) === 0,
    'no remote-unavailable notice on the open page',
  );
}

/** The frame shop's page, loaded, and the shop release it runs. */
async function openFrameShop(page: Page): Promise<string | null> {
  await page.goto('/frame-shop');
  await expect(page.getByRole('heading', { level: 1, name: /Frame Shop/ })).toBeVisible();
  return shopRelease(page);
}

async function main() {
  const checks = checklist();
  await checkApiReplicas(checks);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: site });
    await context.addInitScript(
      (key) => localStorage.setItem(key, 'accepted'),
      storageKeys.cookieConsent,
    );
    const page = await context.newPage();
    const config = (await (await fetch(`${site}/runtime-config.json`)).json()) as RuntimeConfig;
    const openPage = watchOpenShopPage(
      page,
      new URL(remoteLocation(config.remotes.shop).url).origin,
    );

    const before = await openFrameShop(page);
    step(`open page on /frame-shop, shop release ${before}`);

    const release = `redeploy-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await redeployShopAlone(release, checks);
    await checkOpenPageKeptWorking(page, openPage, checks);

    const after = await openFrameShop(await context.newPage());
    checks.check(
      after === release && after !== before,
      `the next load shows the new shop (release ${after})`,
    );
  } finally {
    await browser.close();
  }
  if (checks.failures.length > 0) {
    console.error(`[redeploy-alone] FAILED: ${checks.failures.join('; ')}`);
    process.exit(1);
  }
  step('passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
