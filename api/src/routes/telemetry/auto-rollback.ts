import { readFile, rename, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { compareCanaries } from './canary-comparison.js';
import { releaseOf } from './live-releases.js';
import type { TelemetryRepository } from './repository.js';

type ConfigFile = { remotes?: Record<string, unknown> } & Record<string, unknown>;

/**
 * Opt-in automatic rollback: a remote whose canary is significantly worse than stable (see
 * canary-comparison.ts) over at least `minViews` canary page views from at least `minClients`
 * distinct senders in the last hour (forged records from a few addresses decide nothing) gets
 * `canary.percent: 0` in the runtime config file. The static servers re-read that file, so the
 * next page load of every visitor gets stable; the change is logged and listed on the health page.
 */
export async function rollBackWorseCanaries(options: {
  file: string;
  minViews: number;
  minClients: number;
  repo: TelemetryRepository;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<string[]> {
  const { file, minViews, minClients, repo, now, log } = options;
  let config: ConfigFile;
  try {
    config = JSON.parse(await readFile(file, 'utf8')) as ConfigFile;
  } catch {
    return [];
  }
  const live = Object.entries(config.remotes ?? {}).filter(
    ([, value]) =>
      typeof value === 'object' &&
      value !== null &&
      ((value as { canary?: { percent?: number } }).canary?.percent ?? 0) > 0,
  );
  if (live.length === 0) return [];
  const rolledBack: string[] = [];
  for (const [remote, value] of live) {
    const entry = value as { canary: { url: string; percent: number } };
    // The live canary's release, from its manifest: only that build's figures count.
    const release = await releaseOf(entry.canary.url);
    if (!release) continue;
    const stats = await repo.variantStats(new Date(now.getTime() - 3_600_000), release);
    const comparison = compareCanaries(stats).find((c) => c.remote === remote);
    if (!comparison?.worse || comparison.canaryViews < minViews) continue;
    if (comparison.canaryClients < minClients) continue;
    const canary = stats.find((s) => s.remote === comparison.remote && s.variant === 'canary');
    const reason =
      `canary at ${entry.canary.percent} % worse than stable over ${comparison.canaryViews} views ` +
      `from ${comparison.canaryClients} senders: ` +
      `senders with errors ${(comparison.errors.canary * 100).toFixed(1)} % vs ${(comparison.errors.stable * 100).toFixed(1)} % (z ${comparison.errors.z.toFixed(2)}), ` +
      `with fallbacks ${(comparison.fallbacks.canary * 100).toFixed(1)} % vs ${(comparison.fallbacks.stable * 100).toFixed(1)} % (z ${comparison.fallbacks.z.toFixed(2)})`;
    entry.canary.percent = 0;
    rolledBack.push(comparison.remote);
    await repo.recordRollback(
      comparison.remote,
      canary?.releases.join(',') || 'unknown',
      reason,
      now,
    );
    log.warn({ remote: comparison.remote, reason }, 'canary rolled back to 0 %');
  }
  if (rolledBack.length > 0) {
    // Written beside the file and renamed over it: a server never reads half a file.
    const next = `${file}.${process.pid}.tmp`;
    await writeFile(next, `${JSON.stringify(config, null, 2)}\n`);
    await rename(next, file);
  }
  return rolledBack;
}
