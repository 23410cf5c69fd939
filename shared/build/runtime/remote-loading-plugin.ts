import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CONTRACTS_VERSION,
  contractsMajor,
  type RemoteBuildInfo,
} from '../../src/contracts/version';
import { pageTelemetry } from '../../src/telemetry/page-telemetry';

/**
 * Host runtime plugin: every manifest fetch and remote entry script has a timeout, so a remote
 * server that accepts connections and never answers fails fast instead of hanging forever
 * (the federation runtime waits indefinitely on a manifest and 20 s on a script otherwise).
 * Retries with backoff live one level up, in the host's remote loader, so that each retry
 * re-runs the whole chain (manifest → entry → chunks).
 *
 * It also reads each manifest's `metaData.citylens`: a remote built with contracts of another
 * major version is refused (its area shows the fallback, with a console warning), and the release
 * a visitor got is written on the page (`<html data-shop-release="…">`) so support can tell.
 */
export const MANIFEST_TIMEOUT_MS = 2000;
export const ENTRY_SCRIPT_TIMEOUT_MS = 4000;

/** Remotes refused for their contracts, by name (read by the host's loader: no retries for them). */
export const REFUSED_REMOTES_GLOBAL = '__CITYLENS_REFUSED_REMOTES__';

type GlobalWithRefusals = typeof globalThis & { [REFUSED_REMOTES_GLOBAL]?: Record<string, string> };

export class RemoteContractMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteContractMismatchError';
  }
}

/** Refuses a manifest built against contracts of another major version; records its release. */
export function checkRemoteManifest(url: string, manifest: unknown): void {
  const { name, metaData } = (manifest ?? {}) as {
    name?: string;
    metaData?: { citylens?: Partial<RemoteBuildInfo> };
  };
  const info = metaData?.citylens;
  const remote = name ?? url;
  const refusals = ((globalThis as GlobalWithRefusals)[REFUSED_REMOTES_GLOBAL] ??= {});
  if (!info?.contractsVersion) {
    console.warn(`CityLens: ${remote} (${url}) names no contracts version; loading it anyway.`);
  } else if (contractsMajor(info.contractsVersion) !== contractsMajor(CONTRACTS_VERSION)) {
    const message = `CityLens: refused ${remote} from ${url}: built with @citylens/shared contracts ${info.contractsVersion}, this host has ${CONTRACTS_VERSION} (major versions differ).`;
    refusals[remote] = message;
    console.warn(message);
    throw new RemoteContractMismatchError(message);
  }
  delete refusals[remote];
  if (typeof document !== 'undefined' && name) {
    document.documentElement.setAttribute(`data-${name}-release`, info?.release ?? 'unknown');
  }
}

const isManifest = (url: string) => /\/mf-manifest\.json(?:[?#]|$)/.test(url);

export default function remoteLoadingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'citylens-remote-loading',
    async fetch(url, init) {
      const started = performance.now();
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          // Settled before the abort, so the race reports the timeout, not the abort.
          reject(new Error(`Timed out after ${MANIFEST_TIMEOUT_MS} ms fetching ${url}`));
          controller.abort();
        }, MANIFEST_TIMEOUT_MS);
      });
      try {
        const request = fetch(url, { ...init, signal: controller.signal });
        const response = await Promise.race([request, timedOut]);
        if (response.ok && isManifest(url)) {
          const manifest: unknown = await response.clone().json();
          const build = (manifest as { metaData?: { citylens?: Partial<RemoteBuildInfo> } })
            ?.metaData?.citylens;
          pageTelemetry()?.manifestFetched(url, performance.now() - started, build);
          checkRemoteManifest(url, manifest);
        } else if (!response.ok) {
          pageTelemetry()?.phaseFailed(url, 'manifest');
        }
        return response;
      } catch (error) {
        pageTelemetry()?.phaseFailed(url, 'manifest');
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    createScript({ url, attrs }) {
      // The host's server loads Node entries (no document): the Node runtime fetches those.
      if (typeof document === 'undefined') return undefined;
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      // Load telemetry: how long the remote entry took, or that this phase failed.
      const started = performance.now();
      script.addEventListener('load', () =>
        pageTelemetry()?.entryLoaded(url, performance.now() - started),
      );
      script.addEventListener('error', () => pageTelemetry()?.phaseFailed(url, 'entry'));
      return { script, timeout: ENTRY_SCRIPT_TIMEOUT_MS };
    },
  };
}
