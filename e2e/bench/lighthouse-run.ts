/** One Lighthouse CLI run (mobile, simulated throttling) and the figures the bench keeps of it. */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunResult } from './results';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './site';
import { mainThreadTime, type Trace } from './trace';

export interface LighthouseOptions {
  /** A prepared visitor's browser profile (its storage is kept), or null for a fresh one. */
  profileDir: string | null;
  /** Keep the JSON report at this path (and, with `traces`, the trace beside it). */
  keepAs: string | null;
  traces: boolean;
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
}

export async function runLighthouse(
  url: string,
  { profileDir, keepAs, traces }: LighthouseOptions,
): Promise<RunResult> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'citylens-lh-'));
  const output = path.join(outDir, 'report.json');
  const chromeFlags = [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    ...(profileDir ? [`--user-data-dir=${profileDir}`] : []),
  ];
  const cli = path.join(__dirname, '../node_modules/.bin/lighthouse');
  const cliArgs = [
    url,
    '--only-categories=performance,accessibility',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(profileDir ? ['--disable-storage-reset'] : []),
    // The trace gives the main thread's CPU time; it is kept only with --traces.
    '--save-assets',
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(cli, cliArgs, {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-2000)));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr}`)),
      );
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    // --save-assets writes the trace beside the report as <name>-0.trace.json.
    const traceFile = path.join(outDir, 'report-0.trace.json');
    if (keepAs) copyFileSync(output, keepAs);
    if (keepAs && traces) copyFileSync(traceFile, keepAs.replace(/\.json$/, '.trace.json'));
    if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
    const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    let cpu = { cpuToLcpMs: Number.NaN, cpuToInteractiveMs: Number.NaN, cpuBlockingMs: Number.NaN };
    try {
      cpu = mainThreadTime(JSON.parse(readFileSync(traceFile, 'utf8')) as Trace);
    } catch (error) {
      // The scores still count; the run says why it has no CPU figures.
      console.log(`  (no main-thread CPU time for this run: ${(error as Error).message})`);
    }
    return {
      performance: report.categories.performance!.score,
      accessibility: report.categories.accessibility!.score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      si: metric('speed-index'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
      cpuToLcp: cpu.cpuToLcpMs,
      cpuToInteractive: cpu.cpuToInteractiveMs,
      cpuBlocking: cpu.cpuBlockingMs,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
