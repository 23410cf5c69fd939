import { readFile, stat } from 'node:fs/promises';
import type { RemoteLocation, RemoteName, TelemetryRecord } from '@citylens/shared/contracts';
import { contracts } from '../../lib/contracts.js';

const {
  remoteLocation,
  remoteNames,
  remotes,
  runtimeConfigEnv,
  serverRemoteUrlEnv,
  serverSideUrl,
} = contracts;

/** How long a fetched release stays trusted without a refresh, and how long it is remembered. */
const FRESH_MS = 30_000;
/** A page opened before a redeploy still reports the release it loaded, for a while. */
const REMEMBER_MS = 3_600_000;
/**
 * A record naming a release not seen yet refreshes at most this often (a flood can't force more),
 * or at once when the runtime config file has changed since it was read.
 */
const RECHECK_MS = 1_000;
const FETCH_TIMEOUT_MS = 2_000;

type Key = `${RemoteName}|${'stable' | 'canary'}`;
interface Manifest {
  key: Key;
  url: string;
}

/**
 * The releases the runtime config names: each remote's stable manifest and its canary's, as the
 * servers would hand them to a browser (environment, then CITYLENS_RUNTIME_CONFIG_FILE), fetched
 * at the address the API reaches them (CITYLENS_SERVER_REMOTE_<NAME>_URL, and _CANARY_URL for a
 * canary on another origin) for the release in
 * `metaData.citylens.release`. A remote that is down keeps the release last read from it.
 */
export class LiveReleases {
  /** release → when it was last read from a live manifest, per remote and variant. */
  private readonly seen = new Map<Key, Map<string, number>>();
  /** The remotes and variants the config names now (`unknown` is allowed for these). */
  private named = new Set<Key>();
  private refreshedAt = -Infinity;
  private fileChangedAt = -1;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly configFile: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the record's remote, variant and release are live (or were within the hour). */
  async accepts(record: Pick<TelemetryRecord, 'remote' | 'variant' | 'release'>) {
    // The host's own records carry no release of a remote.
    if (record.remote === 'host') return record.variant === 'stable';
    const key = `${record.remote}|${record.variant}` as Key;
    // The first batch waits for the manifests; later ones answer from what is known while a
    // stale list is read again (a remote that hangs delays no batch of a known release).
    if (this.refreshedAt === -Infinity) await this.refresh();
    else if (this.now() - this.refreshedAt > FRESH_MS) void this.refresh();
    if (!this.knows(key, record.release)) {
      if (this.now() - this.refreshedAt > RECHECK_MS || (await this.fileChanged())) {
        await this.refresh();
      }
    }
    return this.knows(key, record.release);
  }

  private knows(key: Key, release: string): boolean {
    if (!this.named.has(key)) return false;
    // A page whose manifest never loaded could not learn its release.
    if (release === 'unknown') return true;
    const at = this.seen.get(key)?.get(release);
    return at !== undefined && this.now() - at <= REMEMBER_MS;
  }

  /** One refresh at a time; every caller waits for the same one. */
  refresh(): Promise<void> {
    this.refreshing ??= this.read().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async fileChanged(): Promise<boolean> {
    if (!this.configFile) return false;
    const changed = await stat(this.configFile).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    return changed !== this.fileChangedAt;
  }

  private async read(): Promise<void> {
    if (this.configFile) {
      this.fileChangedAt = await stat(this.configFile).then(
        (s) => s.mtimeMs,
        () => 0,
      );
    }
    const manifests = await this.manifests();
    this.named = new Set(manifests.map((m) => m.key));
    await Promise.all(
      manifests.map(async ({ key, url }) => {
        const release = await releaseOf(url);
        if (!release) return;
        const releases = this.seen.get(key) ?? new Map<string, number>();
        releases.set(release, this.now());
        this.seen.set(key, releases);
      }),
    );
    this.refreshedAt = this.now();
  }

  private async manifests(): Promise<Manifest[]> {
    const file = await readOverrides(this.configFile);
    const out: Manifest[] = [];
    for (const name of remoteNames) {
      const fallback =
        this.env[runtimeConfigEnv.remote(name)] ??
        `http://localhost:${remotes[name].port}/mf-manifest.json`;
      const canaryUrl = this.env[runtimeConfigEnv.remoteCanaryUrl(name)];
      const location: RemoteLocation = file[name]
        ? remoteLocation(file[name])
        : { url: fallback, ...(canaryUrl ? { canary: { url: canaryUrl, percent: 1 } } : {}) };
      const server = this.env[serverRemoteUrlEnv(name)]?.trim() || undefined;
      out.push({ key: `${name}|stable`, url: serverSideUrl(location.url, location.url, server) });
      if (location.canary?.url) {
        // A canary on an origin of its own (a cluster's shop-canary Service) may be named too.
        const serverCanary = this.env[serverRemoteUrlEnv(name).replace(/_URL$/, '_CANARY_URL')];
        const url = serverCanary || serverSideUrl(location.canary.url, location.url, server);
        out.push({ key: `${name}|canary`, url });
      }
    }
    return out;
  }
}

type FileRemotes = Partial<Record<RemoteName, string | RemoteLocation>>;

/** The overrides file's remotes; a missing or unreadable file names none (the env stands). */
async function readOverrides(file: string | undefined): Promise<FileRemotes> {
  if (!file) return {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { remotes?: FileRemotes };
    const found: FileRemotes = {};
    for (const name of remoteNames) {
      const entry = parsed.remotes?.[name];
      if (typeof entry === 'string' || (typeof entry?.url === 'string' && entry.url)) {
        found[name] = entry;
      }
    }
    return found;
  } catch {
    return {};
  }
}

/** The release a manifest names (`metaData.citylens.release`), or undefined when unreachable. */
export async function releaseOf(manifestUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    const manifest = (await response.json()) as { metaData?: { citylens?: { release?: unknown } } };
    const release = manifest.metaData?.citylens?.release;
    return typeof release === 'string' ? release : undefined;
  } catch {
    return undefined;
  }
}
