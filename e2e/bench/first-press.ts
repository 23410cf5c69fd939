/**
 * `pnpm bench:first-press [--runs=N] [--rate=4] [--compare=<ref>] [--no-build]`: a visitor on a slow
 * phone presses at first paint. Each run loads the page in a new profile at 390×844 with the CPU
 * slowed `--rate` times (CDP `Emulation.setCPUThrottlingRate`), waits for its first contentful paint
 * and at once:
 *
 * - on `/frame-shop`, taps Black then "Add to cart" on the first frame;
 * - on `/`, taps the city search box and types "par".
 *
 * It gives, medians of the runs:
 * - **INP**: the press's slowest interaction as the browser's Event Timing reports it (input delay,
 *   handlers and the next frame; entries under 16 ms are not reported, so "≤16");
 * - **to effect**: from the press until the visitor sees its result ("Added 1 × …" on the card; the
 *   typed text in the box and Paris offered), which takes in the wait for hydration when the press
 *   came before it (the press is kept and replayed then);
 * - **hydrated**: how many runs had the route's area rendered when the press came.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { AREA_RENDERED_MARK, routes, storageKeys } from '@citylens/shared/contracts';
import { median } from './results';
import { HOST_URL, PHONE_CONTEXT } from './site';
import { sweepTrees } from './sweep';

const argValue = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(argValue('runs') ?? 5);
const rate = Number(argValue('rate') ?? 4);
const compare = argValue('compare');

interface Press {
  label: string;
  route: string;
  /** Presses as the visitor does the moment the page shows. */
  press(page: Page): Promise<void>;
  /** Resolves once the visitor sees what the press did. */
  effect(page: Page): Promise<void>;
}

const PRESSES: Press[] = [
  {
    label: 'Black, then "Add to cart", first frame',
    route: routes.frameShop.href(),
    press: async (page) => {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
        .first();
      await card.getByText('Black', { exact: true }).tap();
      await card.getByRole('button', { name: 'Add to cart' }).tap();
    },
    effect: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: /^Added 1 × / })).toBeVisible({
        timeout: 30_000,
      });
      // Added once, not once per press made again.
      await expect(
        page.getByRole('banner').getByTestId('cart-badge').filter({ visible: true }),
      ).toHaveText('1');
    },
  },
  {
    label: 'city search box, "par"',
    route: routes.home.href(),
    press: async (page) => {
      const box = page.getByRole('combobox', { name: 'Search cities' });
      await box.tap();
      await box.pressSequentially('par');
    },
    effect: async (page) => {
      await expect(page.getByRole('combobox', { name: 'Search cities' })).toHaveValue('par', {
        timeout: 30_000,
      });
      await expect(page.getByRole('option', { name: /Paris/ })).toBeVisible({ timeout: 30_000 });
    },
  },
];

/** Paint and Event Timing observers, installed before any of the page's scripts. */
const PAGE_OBSERVERS = `(() => {
  localStorage.setItem(${JSON.stringify(storageKeys.cookieConsent)}, 'accepted');
  const f = (window.__firstPress = { fcp: 0, interactions: {} });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') f.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) f.interactions[e.interactionId] = Math.max(f.interactions[e.interactionId] || 0, e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

interface PressRun {
  /** Slowest interaction's duration, ms; 0 when none reached Event Timing's 16 ms. */
  inp: number;
  toEffect: number;
  hydratedAtPress: boolean;
}

async function pressOnce(press: Press): Promise<PressRun> {
  const profile = mkdtempSync(path.join(tmpdir(), 'citylens-first-press-'));
  const context = await chromium.launchPersistentContext(profile, PHONE_CONTEXT);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(PAGE_OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${HOST_URL}${press.route}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __firstPress: { fcp: number } }).__firstPress.fcp > 0,
      undefined,
      { polling: 16, timeout: 30_000 },
    );
    const hydratedAtPress = await page.evaluate(
      (mark) => performance.getEntriesByName(mark).length > 0,
      AREA_RENDERED_MARK,
    );
    const pressed = Date.now();
    await press.press(page);
    await press.effect(page);
    const toEffect = Date.now() - pressed;
    // Event Timing entries are delivered after their frame: read them on the next one.
    const inp = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const found = (window as unknown as { __firstPress: { interactions: object } })
                .__firstPress.interactions as Record<string, number>;
              resolve(Math.max(0, ...Object.values(found)));
            }),
          ),
        ),
    );
    return { inp, toEffect, hydratedAtPress };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const pad = (value: number | string, width: number) => String(value).padStart(width);
const inpText = (ms: number) => (ms === 0 ? '≤16' : ms.toFixed(0));

function line(label: string, all: PressRun[]): string {
  return [
    label.padEnd(48),
    pad(inpText(median(all.map((r) => r.inp))), 6),
    pad(median(all.map((r) => r.toEffect)).toFixed(0), 10),
    pad(`${all.filter((r) => r.hydratedAtPress).length}/${all.length}`, 9),
  ].join(' ');
}

async function main() {
  await sweepTrees(
    compare,
    { build: !process.argv.includes('--no-build') },
    async ({ trees, ref, serve, inTurn }) => {
      const results = new Map(PRESSES.map((p) => [p, trees.map(() => [] as PressRun[])]));
      console.log(`\nFirst press at first paint: CPU ${rate}× slower, 390×844, ${runs} run(s)`);
      const header = `${'press'.padEnd(48)} ${pad('INP', 6)} ${pad('to effect', 10)} ${pad('hydrated', 9)}`;
      console.log(header);
      for (let i = 1; i <= runs; i++) {
        for (const tree of inTurn(i)) {
          await serve(tree);
          for (const press of PRESSES) {
            // A page not yet kept by the server is rendered for its request: ask for it first.
            await (await fetch(`${HOST_URL}${press.route}`)).text();
            const run = await pressOnce(press);
            results.get(press)![trees.indexOf(tree)]!.push(run);
            console.log(line(`${press.label} ${ref ? `${tree.label} ` : ''}run ${i}`, [run]));
          }
        }
      }
      console.log('\nMedians');
      console.log(header);
      for (const [press, perTree] of results)
        perTree.forEach((all, t) =>
          console.log(line(`${press.label}${ref ? ` ${trees[t]!.label}` : ''}`, all)),
        );
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
