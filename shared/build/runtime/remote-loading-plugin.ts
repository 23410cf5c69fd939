import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Host runtime plugin: every manifest fetch and remote entry script has a timeout, so a remote
 * server that accepts connections and never answers fails fast instead of hanging forever
 * (the federation runtime waits indefinitely on a manifest and 20 s on a script otherwise).
 * Retries with backoff live one level up, in the host's remote loader, so that each retry
 * re-runs the whole chain (manifest → entry → chunks).
 */
export const MANIFEST_TIMEOUT_MS = 2000;
export const ENTRY_SCRIPT_TIMEOUT_MS = 4000;

export default function remoteLoadingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'citylens-remote-loading',
    async fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), MANIFEST_TIMEOUT_MS);
      try {
        return await fetch(url, { ...init, signal: controller.signal });
      } catch (error) {
        throw controller.signal.aborted
          ? new Error(`Timed out after ${MANIFEST_TIMEOUT_MS} ms fetching ${url}`)
          : error;
      } finally {
        clearTimeout(timer);
      }
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: ENTRY_SCRIPT_TIMEOUT_MS };
    },
  };
}
