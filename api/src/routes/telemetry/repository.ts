import { sql } from 'drizzle-orm';
import type { TelemetryRecord } from '@citylens/shared/contracts';
import type { Db } from '../../db/client.js';

/** Raw rows are kept this long (the retention job deletes older ones); minutes for 90 days. */
export const RETENTION_DAYS = 30;
export const MINUTES_RETENTION_DAYS = 90;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface VariantStats {
  remote: string;
  variant: 'stable' | 'canary';
  releases: string[];
  views: number;
  loads: number;
  loaded: number;
  fallbacks: number;
  /** Page views with at least one error of this remote. */
  viewsWithErrors: number;
  /** Distinct senders (a daily keyed hash of the address): what a rollback is decided on. */
  clients: number;
  clientsWithErrors: number;
  /** Senders with a load record, and those with at least one that fell back. */
  loadClients: number;
  clientsWithFallbacks: number;
  errors: number;
  p75LoadMs: number | null;
  p75Lcp: number | null;
  p75Inp: number | null;
  p75Cls: number | null;
}

export interface TopError {
  remote: string;
  variant: string;
  release: string;
  message: string;
  count: number;
}

export interface MinutePoint {
  minute: string;
  remote: string;
  variant: string;
  loads: number;
  fallbacks: number;
  errors: number;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Telemetry storage: an append-only table of small rows (no address, no user, no query
 * strings), per-minute counts by remote, release and variant, and the rollbacks made.
 */
export class TelemetryRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the kept records from one sender (`client`); `sampledOut` are those left out past the
   * daily budget, counted per minute so the health page can say which figures are sampled.
   */
  async append(
    records: TelemetryRecord[],
    at: Date,
    client: string | null = null,
    sampledOut: TelemetryRecord[] = [],
  ): Promise<void> {
    if (records.length > 0) await this.insertRows(records, at, client);
    await this.countMinute([...records, ...sampledOut], new Set(sampledOut), at);
  }

  private async insertRows(records: TelemetryRecord[], at: Date, client: string | null) {
    const values = records.map((r) => {
      const load = r.kind === 'load' ? r : undefined;
      const error = r.kind === 'error' ? r : undefined;
      const vital = r.kind === 'vital' ? r : undefined;
      return sql`(${at}, ${r.trace}, ${r.kind}, ${r.remote}, ${r.variant}, ${r.release}, ${r.route},
        ${load?.outcome ?? null}, ${load?.phase ?? null}, ${load?.manifestMs ?? null},
        ${load?.entryMs ?? null}, ${load?.chunkMs ?? null}, ${load?.renderMs ?? null},
        ${vital?.name ?? null}, ${vital?.value ?? null}, ${error?.source ?? null},
        ${error?.message ?? null}, ${error?.stack ?? null}, ${client})`;
    });
    await this.db.execute(sql`insert into telemetry_records (received_at, trace, kind, remote,
      variant, release, route, outcome, phase, manifest_ms, entry_ms, chunk_ms, render_ms, name,
      value, source, message, stack, client) values ${sql.join(values, sql`, `)}`);
  }

  private async countMinute(records: TelemetryRecord[], left: Set<TelemetryRecord>, at: Date) {
    // Per-minute counts, one upsert per remote/release/variant of the batch.
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    const counts = new Map<
      string,
      {
        remote: string;
        release: string;
        variant: string;
        loads: number;
        fallbacks: number;
        errors: number;
        vitals: number;
        sampledOut: number;
      }
    >();
    for (const r of records) {
      const key = `${r.remote}|${r.release}|${r.variant}`;
      const c = counts.get(key) ?? {
        remote: r.remote,
        release: r.release,
        variant: r.variant,
        loads: 0,
        fallbacks: 0,
        errors: 0,
        vitals: 0,
        sampledOut: 0,
      };
      if (left.has(r)) c.sampledOut += 1;
      else if (r.kind === 'load') {
        c.loads += 1;
        if (r.outcome === 'fell-back' || r.outcome === 'refused') c.fallbacks += 1;
      } else if (r.kind === 'error') c.errors += 1;
      else c.vitals += 1;
      counts.set(key, c);
    }
    for (const c of counts.values()) {
      await this.db.execute(sql`insert into telemetry_minutes (minute, remote, release, variant,
        loads, fallbacks, errors, vitals, sampled_out) values (${minute}, ${c.remote},
        ${c.release}, ${c.variant}, ${c.loads}, ${c.fallbacks}, ${c.errors}, ${c.vitals},
        ${c.sampledOut})
        on conflict (minute, remote, release, variant) do update set
          loads = telemetry_minutes.loads + excluded.loads,
          fallbacks = telemetry_minutes.fallbacks + excluded.fallbacks,
          errors = telemetry_minutes.errors + excluded.errors,
          vitals = telemetry_minutes.vitals + excluded.vitals,
          sampled_out = telemetry_minutes.sampled_out + excluded.sampled_out`);
    }
  }

  /** Deletes raw rows past RETENTION_DAYS (and minutes past 90 days); returns rows deleted. */
  async sweep(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
    const minutesCutoff = new Date(now.getTime() - MINUTES_RETENTION_DAYS * 86_400_000);
    const deleted = rowsOf<{ id: string }>(
      await this.db.execute(
        sql`delete from telemetry_records where received_at < ${cutoff} returning id`,
      ),
    );
    await this.db.execute(sql`delete from telemetry_minutes where minute < ${minutesCutoff}`);
    return deleted.length;
  }

  async count(): Promise<number> {
    const [row] = rowsOf<{ n: string }>(
      await this.db.execute(sql`select count(*) as n from telemetry_records`),
    );
    return Number(row?.n ?? 0);
  }

  /** Per remote and variant since `since`: the release health page's table. */
  async variantStats(since: Date, canaryRelease?: string): Promise<VariantStats[]> {
    // With a release, only that canary build is counted against stable (not earlier canaries).
    const releaseFilter = canaryRelease
      ? sql`and (variant = 'stable' or release = ${canaryRelease})`
      : sql``;
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select remote, variant,
          array_agg(distinct release) filter (where release <> 'unknown') as releases,
          count(distinct trace) filter (where kind = 'load') as views,
          count(*) filter (where kind = 'load') as loads,
          count(*) filter (where kind = 'load' and outcome in ('loaded', 'retried')) as loaded,
          count(*) filter (where kind = 'load' and outcome in ('fell-back', 'refused')) as fallbacks,
          count(distinct trace) filter (where kind = 'error') as views_with_errors,
          count(*) filter (where kind = 'error') as errors,
          count(distinct client) as clients,
          count(distinct client) filter (where kind = 'error') as clients_with_errors,
          count(distinct client) filter (where kind = 'load') as load_clients,
          count(distinct client) filter (where kind = 'load' and outcome in ('fell-back', 'refused')) as clients_with_fallbacks,
          percentile_cont(0.75) within group (order by render_ms) filter (where kind = 'load') as p75_load,
          percentile_cont(0.75) within group (order by value) filter (where name = 'LCP') as p75_lcp,
          percentile_cont(0.75) within group (order by value) filter (where name = 'INP') as p75_inp,
          percentile_cont(0.75) within group (order by value) filter (where name = 'CLS') as p75_cls
        from telemetry_records
        where received_at >= ${since} ${releaseFilter}
        group by remote, variant
        order by remote, variant desc`),
    );
    return rows.map((r) => ({
      remote: String(r.remote),
      variant: r.variant as 'stable' | 'canary',
      releases: ((r.releases as string[] | null) ?? []).filter(Boolean),
      views: Number(r.views),
      loads: Number(r.loads),
      loaded: Number(r.loaded),
      fallbacks: Number(r.fallbacks),
      viewsWithErrors: Number(r.views_with_errors),
      errors: Number(r.errors),
      clients: Number(r.clients),
      clientsWithErrors: Number(r.clients_with_errors),
      loadClients: Number(r.load_clients),
      clientsWithFallbacks: Number(r.clients_with_fallbacks),
      p75LoadMs: num(r.p75_load),
      p75Lcp: num(r.p75_lcp),
      p75Inp: num(r.p75_inp),
      p75Cls: num(r.p75_cls),
    }));
  }

  async topErrors(since: Date, limit = 10): Promise<TopError[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select remote, variant, release, message, count(*) as n from telemetry_records
        where kind = 'error' and received_at >= ${since}
        group by remote, variant, release, message order by n desc, remote limit ${limit}`),
    );
    return rows.map((r) => ({
      remote: String(r.remote),
      variant: String(r.variant),
      release: String(r.release),
      message: String(r.message),
      count: Number(r.n),
    }));
  }

  /** Load failures by phase (where a remote's load broke: manifest, entry, chunk or render). */
  async failuresByPhase(
    since: Date,
  ): Promise<{ remote: string; variant: string; release: string; phase: string; count: number }[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select remote, variant, release, phase, count(*) as n from telemetry_records
        where kind = 'load' and outcome in ('fell-back', 'refused') and received_at >= ${since}
        group by remote, variant, release, phase order by n desc`),
    );
    return rows.map((r) => ({
      remote: String(r.remote),
      variant: String(r.variant),
      release: String(r.release),
      phase: String(r.phase ?? 'unknown'),
      count: Number(r.n),
    }));
  }

  async minutes(since: Date): Promise<MinutePoint[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select minute, remote, variant, sum(loads) as loads, sum(fallbacks) as fallbacks,
          sum(errors) as errors
        from telemetry_minutes where minute >= ${since}
        group by minute, remote, variant order by minute`),
    );
    return rows.map((r) => ({
      minute: new Date(r.minute as string).toISOString(),
      remote: String(r.remote),
      variant: String(r.variant),
      loads: Number(r.loads),
      fallbacks: Number(r.fallbacks),
      errors: Number(r.errors),
    }));
  }

  /** One page view's raw rows (support: "what did this visitor's page report?"). */
  async byTrace(trace: string): Promise<Record<string, unknown>[]> {
    return rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`select kind, remote, variant, release, route, outcome, phase,
        manifest_ms, entry_ms, chunk_ms, render_ms, name, value, source, message
        from telemetry_records where trace = ${trace} order by id`),
    );
  }

  async recordRollback(remote: string, release: string, reason: string, at: Date): Promise<void> {
    await this.db.execute(sql`insert into release_rollbacks (at, remote, release, reason)
      values (${at}, ${remote}, ${release.slice(0, 64)}, ${reason.slice(0, 300)})`);
  }

  async rollbacks(
    since: Date,
  ): Promise<{ at: string; remote: string; release: string; reason: string }[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`select at, remote, release, reason from release_rollbacks
        where at >= ${since} order by at desc limit 20`),
    );
    return rows.map((r) => ({
      at: new Date(r.at as string).toISOString(),
      remote: String(r.remote),
      release: String(r.release),
      reason: String(r.reason),
    }));
  }
}
