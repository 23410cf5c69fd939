import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@citylens/shared/contracts';
import { SITE_URL, addressesFromRuntimeConfig } from './site';

/**
 * Against a composed site the API and the remotes may be anywhere: read them from the site's own
 * runtime config, once, and pass them to the workers (they inherit this process's environment).
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.CITYLENS_E2E_BASE_URL) return;
  const res = await fetch(`${SITE_URL}${RUNTIME_CONFIG_PATH}`);
  if (!res.ok) throw new Error(`${SITE_URL}${RUNTIME_CONFIG_PATH} → ${res.status}`);
  const addresses = addressesFromRuntimeConfig((await res.json()) as RuntimeConfig);
  for (const [name, value] of Object.entries(addresses)) process.env[name] ??= value;
  console.log(`[site] ${SITE_URL}: ${JSON.stringify(addresses)}`);
}
