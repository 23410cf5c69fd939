import type { VariantStats } from './repository.js';

/**
 * Is the canary worse than stable beyond noise? A one-sided two-proportion z-test (pooled) on
 * the share of senders who saw an error and the share whose load fell back: worse when the
 * canary's rate is higher with p < 0.05 (z > 1.645). Counted per sender (a daily keyed hash of
 * the address), never per trace id, so one client posting many records weighs as one.
 */
export const SIGNIFICANCE_Z = 1.645;

export interface RateComparison {
  stable: number;
  canary: number;
  z: number;
  worse: boolean;
}

export function compareRates(
  canaryHits: number,
  canaryTotal: number,
  stableHits: number,
  stableTotal: number,
): RateComparison {
  const canary = canaryTotal > 0 ? canaryHits / canaryTotal : 0;
  const stable = stableTotal > 0 ? stableHits / stableTotal : 0;
  if (canaryTotal === 0 || stableTotal === 0) return { stable, canary, z: 0, worse: false };
  const pooled = (canaryHits + stableHits) / (canaryTotal + stableTotal);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / canaryTotal + 1 / stableTotal));
  const z = se === 0 ? 0 : (canary - stable) / se;
  return { stable, canary, z, worse: z > SIGNIFICANCE_Z };
}

export interface CanaryComparison {
  remote: string;
  canaryViews: number;
  stableViews: number;
  canaryClients: number;
  stableClients: number;
  errors: RateComparison;
  fallbacks: RateComparison;
  worse: boolean;
}

export function compareCanaries(stats: VariantStats[]): CanaryComparison[] {
  const out: CanaryComparison[] = [];
  for (const canary of stats.filter((s) => s.variant === 'canary')) {
    const stable = stats.find((s) => s.remote === canary.remote && s.variant === 'stable');
    if (!stable) continue;
    const errors = compareRates(
      canary.clientsWithErrors,
      canary.clients,
      stable.clientsWithErrors,
      stable.clients,
    );
    const fallbacks = compareRates(
      canary.clientsWithFallbacks,
      canary.loadClients,
      stable.clientsWithFallbacks,
      stable.loadClients,
    );
    out.push({
      remote: canary.remote,
      canaryViews: canary.views,
      stableViews: stable.views,
      canaryClients: canary.clients,
      stableClients: stable.clients,
      errors,
      fallbacks,
      worse: errors.worse || fallbacks.worse,
    });
  }
  return out;
}
