import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TelemetryRecord } from '@citylens/shared/contracts';
import type { Db } from '../../db/client.js';

const DAY = 86_400_000;
/** How long a replica trusts its count of today's rows before reading the shared one again. */
const RECOUNT_MS = 10_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY) * DAY;

/**
 * The daily budget of stored rows (all replicas together, read from the per-minute counts).
 * Past it, one page view in `sampleEvery` is kept, whole: chosen by a keyed hash of its trace
 * id, so a sender cannot pick trace ids that are always kept.
 */
export class TelemetryBudget {
  private day = -1;
  private stored = 0;
  private countedAt = -Infinity;

  constructor(
    private readonly db: Db,
    readonly dailyRows: number,
    readonly sampleEvery: number,
    private readonly key: string,
  ) {}

  /** Splits a batch into the records to store and those sampled out. */
  async split(records: TelemetryRecord[], at: Date) {
    const today = await this.storedToday(at);
    if (today < this.dailyRows) {
      this.stored += records.length;
      return { kept: records, sampledOut: [] as TelemetryRecord[] };
    }
    const kept = records.filter((r) => this.keeps(r.trace));
    this.stored += kept.length;
    return { kept, sampledOut: records.filter((r) => !kept.includes(r)) };
  }

  private keeps(trace: string): boolean {
    const digest = createHmac('sha256', this.key).update(trace).digest();
    return digest.readUInt32BE(0) % this.sampleEvery === 0;
  }

  /** Rows stored since midnight UTC: the shared count, plus this replica's since it was read. */
  async storedToday(at: Date): Promise<number> {
    const day = dayOf(at);
    if (day !== this.day || at.getTime() - this.countedAt > RECOUNT_MS) {
      const [row] = rowsOf<{ n: string | null }>(
        await this.db.execute(sql`select sum(loads + errors + vitals) as n
          from telemetry_minutes where minute >= ${new Date(day)}`),
      );
      this.day = day;
      this.stored = Number(row?.n ?? 0);
      this.countedAt = at.getTime();
    }
    return this.stored;
  }

  /** Records sampled out per remote and variant since `since` (the figures that are sampled). */
  async sampledOut(since: Date): Promise<{ remote: string; variant: string; count: number }[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`select remote, variant, sum(sampled_out) as n
        from telemetry_minutes where minute >= ${since} and sampled_out > 0
        group by remote, variant order by remote, variant`),
    );
    return rows.map((r) => ({
      remote: String(r.remote),
      variant: String(r.variant),
      count: Number(r.n),
    }));
  }
}

/**
 * The sender of a batch, pseudonymous: a keyed hash of their address (an IPv6 visitor by their
 * /64) and the day. Many distinct senders are needed before a rollback; the address is not kept.
 */
export function clientOf(address: string, at: Date, key: string): string {
  return createHmac('sha256', key)
    .update(`${dayOf(at)}|${address}`)
    .digest('hex')
    .slice(0, 16);
}
