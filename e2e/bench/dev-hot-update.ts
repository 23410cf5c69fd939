/**
 * `npx tsx bench/dev-hot-update.ts` (from e2e/, holding the e2e lock: it uses the shared ports):
 * proves `pnpm dev` keeps state on an edit. Starts the five dev servers and the API, opens
 * /events in the host and the events remote's standalone page, edits the events source that holds
 * the page's heading (restored after), and checks that each page shows the edit with no reload
 * and no error (React Refresh inside the host and standalone).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const HEADING = 'Find all Upcoming Events';
const quoted = [`'${HEADING}'`, `"${HEADING}"`];

/** The events source (not a test) that spells out the heading. */
function headingSource(): string {
  const dir = path.join(root, 'remote-events/src');
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
    .map((f) => path.join(dir, f))
    .find((f) => quoted.some((q) => readFileSync(f, 'utf8').includes(q)));
  if (!found) throw new Error(`no events source spells out "${HEADING}"`);
  return found;
}
const file = headingSource();
const original = readFileSync(file, 'utf8');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function up(url: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await wait(500);
  }
  throw new Error(`${url} never answered`);
}

/** Edit the page's heading; true when `page` shows it with the same document and no error. */
async function editShows(page: Page, heading: string, errors: string[]): Promise<boolean> {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  writeFileSync(
    file,
    quoted.reduce((text, q) => text.replace(q, `${q[0]}${heading}${q[0]}`), original),
  );
  try {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
  } catch {
    return false;
  }
  const same = await page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
  return same && errors.length === 0;
}

async function main(): Promise<number> {
  const children = [
    spawn(path.join(root, 'node_modules/.bin/tsx'), ['shared/build/cli.ts', 'dev'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    }),
    spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: path.join(root, 'api'),
      env: { ...process.env, DATA_DIR: path.join(root, 'e2e/.data/api'), LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true,
    }),
  ];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const port of [3000, 3001, 3002, 3003, 3004]) await up(`http://localhost:${port}/`);
    await up('http://localhost:8000/api/health/');
    const results: string[] = [];
    for (const [where, url] of [
      ['inside the host', 'http://localhost:3000/events'],
      ['standalone', 'http://localhost:3002/events'],
    ] as const) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (m) => {
        if (/is not a function|Update failed/.test(m.text())) errors.push(m.text());
      });
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 60_000 });
      const ok = await editShows(page, `${HEADING} (edited ${where})`, errors);
      writeFileSync(file, original);
      await wait(3000);
      results.push(
        `${ok ? 'ok  ' : 'FAIL'} ${where}: edit shown without a reload${errors.length ? `; errors: ${errors.join(' | ')}` : ''}`,
      );
      await page.close();
    }
    console.log(results.join('\n'));
    return results.every((r) => r.startsWith('ok')) ? 0 : 1;
  } finally {
    writeFileSync(file, original);
    await browser.close();
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    writeFileSync(file, original);
    console.error(error);
    process.exit(1);
  },
);
