import {
  remoteLocation,
  remotes,
  type RemoteName,
  type RuntimeConfig,
} from '@citylens/shared/contracts';

/**
 * Where the site under test lives. Against `pnpm start`'s servers these are the standard local
 * ports; against a composed site (CITYLENS_E2E_BASE_URL) global-setup.ts reads the API's and the
 * remotes' addresses from the site's /runtime-config.json and hands them to every worker here.
 */
export const SITE_URL = (process.env.CITYLENS_E2E_BASE_URL ?? 'http://localhost:3000').replace(
  /\/+$/,
  '',
);
export const API_URL = process.env.CITYLENS_E2E_API_URL ?? 'http://localhost:8000';
/** The mail catcher's web address (composed site only); locally the mails land in the outbox. */
export const MAIL_URL = process.env.CITYLENS_E2E_MAIL_URL || undefined;

export const remoteOriginEnv = (remote: RemoteName) =>
  `CITYLENS_E2E_${remote.toUpperCase()}_ORIGIN`;

/** The origin a remote's files are served from, as the browser reaches it. */
export function remoteOrigin(remote: RemoteName): string {
  return process.env[remoteOriginEnv(remote)] ?? `http://localhost:${remotes[remote].port}`;
}

/** The site's runtime config → the addresses above, as environment variables for the workers. */
export function addressesFromRuntimeConfig(
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'remotes'>,
): Record<string, string> {
  const env: Record<string, string> = { CITYLENS_E2E_API_URL: config.apiBaseUrl };
  for (const [remote, entry] of Object.entries(config.remotes) as [
    RemoteName,
    RuntimeConfig['remotes'][RemoteName],
  ][]) {
    env[remoteOriginEnv(remote)] = new URL(remoteLocation(entry).url).origin;
  }
  return env;
}
