/**
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { remoteNames, remotes, hostApp } from '../src/contracts/remotes';
import { runtimeConfigEnv } from '../src/contracts';
import { serverRemoteUrlEnv } from '../src/contracts';

/** No Docker engine runs here: the container files are checked as far as files can be. */
const root = path.resolve(__dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<
    string,
    {
      build?: { context: string; dockerfile: string; args?: Record<string, string> };
      healthcheck?: { test: string[] };
      depends_on?: Record<string, { condition: string }> | string[];
      profiles?: string[];
      environment?: Record<string, string>;
    }
  >;
};

test('docker-compose.yml and the build-network override are valid against the Compose specification schema', () => {
  const schemaFile = path.join(
    path.dirname(require.resolve('dclint/package.json')),
    'schemas',
    'compose.schema.json',
  );
  const { $schema: _ignored, ...schema } = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(schema);
  for (const file of ['docker-compose.yml', 'docker/compose.build-host-network.yml']) {
    // The raw document (anchors and merge keys resolved), as Compose reads it.
    const document = parse(readFileSync(path.join(root, file), 'utf8'), { merge: true });
    const valid = validate(document);
    expect([file, validate.errors ?? []]).toEqual([file, []]);
    expect(valid).toBe(true);
  }
});

const composeText = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const example = new Map(
  [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^([A-Z_]+)=(.*)$/gm)].map(
    (m) => [m[1]!, m[2]!] as const,
  ),
);

test('a first `docker compose up` needs no .env: production code on flagged development defaults, mail to the catcher', () => {
  expect(composeText).not.toMatch(/\$\{[A-Z_]+:?\?/);
  const api = compose.services.api!;
  expect(api.environment?.NODE_ENV).toBe('${NODE_ENV:-production}');
  expect(api.environment?.CITYLENS_DEV_DEFAULTS).toBe('${CITYLENS_DEV_DEFAULTS:-true}');
  expect(api.environment?.SMTP_URL).toBe('${SMTP_URL:-}');
  expect(api.environment?.DEV_SMTP_URL).toBe('smtp://mail:1025');
  expect(compose.services.mail).toBeDefined();
});

/** Compose v1's interpolation (`${NAME}`, `${NAME:-default}`, no nesting) over a value. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::-([^}]*))?\}/g, (_m, name: string, fallback = '') =>
    env[name] ? env[name]! : fallback,
  );
}

test('moving the published ports moves every URL the browser is told, with no URL variable set', () => {
  const ports = {
    CITYLENS_HOST_PORT: '23000',
    CITYLENS_DISCOVERY_PORT: '23001',
    CITYLENS_EVENTS_PORT: '23002',
    CITYLENS_SHOP_PORT: '23003',
    CITYLENS_ACCOUNT_PORT: '23004',
    CITYLENS_API_PORT: '28000',
    CITYLENS_MAIL_PORT: '21080',
  };
  // Compose v1 leaves a nested default as text (`$${…}`): none may be written.
  expect(composeText).not.toMatch(/\$\{[A-Z_]+:-[^}]*\$\{/);
  const urls: string[] = [];
  for (const [name, service] of Object.entries(compose.services))
    for (const [key, value] of Object.entries(service.environment ?? {}))
      for (const url of interpolate(value, ports).match(/https?:\/\/localhost[^,\s]*/g) ?? [])
        urls.push(`${name} ${key} ${url}`);
  expect(urls.length).toBeGreaterThanOrEqual(40);
  // Every one on a moved port; none left on 3000-3004, 8000 or 1080.
  for (const url of urls) expect(url).toMatch(/localhost:(2300[0-4]|28000|21080)(\/|$)/);
  const host = compose.services.host!.environment!;
  expect(interpolate(host.CITYLENS_REMOTE_SHOP_URL!, ports)).toBe(
    'http://localhost:23003/mf-manifest.json',
  );
  expect(interpolate(compose.services.api!.environment!.SITE_URL!, ports)).toBe(
    'http://localhost:23000',
  );
  expect(interpolate(compose.services.e2e!.environment!.CITYLENS_E2E_MAIL_URL!, ports)).toBe(
    'http://localhost:21080',
  );
});

test('every variable docker-compose.yml reads is in .env.example with the same default', () => {
  const used = [...composeText.matchAll(/\$\{([A-Z_]+)(?::-([^}]*))?\}/g)];
  expect(used.length).toBeGreaterThan(20);
  for (const [, name, fallback] of used) {
    expect([name, example.has(name!)]).toEqual([name, true]);
    if (fallback) expect([name, example.get(name!)]).toEqual([name, fallback]);
  }
});

test('every URL the API and the apps are told comes from a variable, and every port is published on loopback from one', () => {
  const api = compose.services.api!.environment!;
  for (const name of ['PUBLIC_API_URL', 'SITE_URL', 'CORS_ORIGINS'])
    expect([name, api[name]]).toEqual([name, expect.stringMatching(/^\$\{[A-Z_]+:-/)]);
  for (const [name, service] of Object.entries(compose.services)) {
    for (const [key, value] of Object.entries(service.environment ?? {}))
      if (/^https?:\/\//.test(value)) expect([name, key, value]).toEqual([name, key, 'a variable']);
    for (const port of (service as { ports?: string[] }).ports ?? [])
      expect([name, port]).toEqual([
        name,
        expect.stringMatching(/^127\.0\.0\.1:\$\{[A-Z_]+:-\d+\}:\d+$/),
      ]);
  }
});

const dockerfiles = ['docker/app.Dockerfile', 'docker/e2e.Dockerfile', 'api/Dockerfile'].map(
  (file) => [file, readFileSync(path.join(root, file), 'utf8')] as const,
);

test("Dockerfiles install each app with its workspace dependencies' dependencies, with one pinned pnpm", () => {
  const pnpmVersions = new Set<string>();
  for (const [file, text] of dockerfiles) {
    // `--filter ./app...` silently drops the `...` ("Scope: 2 of 9"): shared's deps go missing.
    for (const [, filter] of text.matchAll(/--filter\s+"?([^"\s]+)"?/g))
      expect([file, filter]).toEqual([file, expect.not.stringMatching(/^\.\/.*\.\.\.$/)]);
    for (const [, version] of text.matchAll(/npm install -g pnpm@(\S+)/g))
      pnpmVersions.add(version!);
    expect([file, text]).toEqual([
      file,
      expect.stringMatching(/pnpm fetch --frozen-lockfile --ignore-scripts/),
    ]);
  }
  expect([...pnpmVersions]).toHaveLength(1);
  expect([...pnpmVersions][0]).toMatch(/^\d+\.\d+\.\d+$/);
});

test('runtime images: non-root, a health check, no source maps; the API owns every folder it mounts', () => {
  for (const [file, text] of dockerfiles.filter(([f]) => f !== 'docker/e2e.Dockerfile')) {
    const runtime = text.slice(text.lastIndexOf('\nFROM '));
    expect([file, /^USER node$/m.test(runtime), /^HEALTHCHECK /m.test(runtime)]).toEqual([
      file,
      true,
      true,
    ]);
  }
  expect(dockerfiles[0]![1]).toMatch(/find \/out\/dist -name '\*\.map' -delete/);
  const apiDockerfile = dockerfiles[2]![1];
  // The API ships compiled JavaScript beside its production dependencies, with no source maps.
  const apiRuntime = apiDockerfile.slice(apiDockerfile.lastIndexOf('\nFROM '));
  expect(apiRuntime).toMatch(/^CMD \["node", "dist\/server\.js"\]$/m);
  expect(apiRuntime).not.toMatch(/tsx|COPY api\/src|COPY --from=deps \/repo /);
  expect(apiDockerfile).toMatch(/--prod --filter @citylens\/api[^\n]*\n[^\n]*-name '\*\.map'/);
  const owned = /chown node:node ([^\n]+)/.exec(apiDockerfile)![1]!.split(/\s+/);
  const mounts = ((compose.services.api as { volumes?: string[] }).volumes ?? []).map(
    (v) => v.split(':')[1]!,
  );
  expect(mounts.length).toBeGreaterThanOrEqual(3);
  for (const mount of mounts) expect([mount, owned.includes(mount)]).toEqual([mount, true]);
});

test('.dockerignore keeps node_modules, build output and local data out of the context', () => {
  const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
  for (const entry of ['**/node_modules', '**/dist', '**/.data', '.git'])
    expect([entry, ignored.includes(entry)]).toEqual([entry, true]);
});

test('every app container has a health check, and the host starts after the remotes are healthy', () => {
  const apps = [hostApp.name, ...remoteNames];
  for (const app of apps) {
    expect([app, compose.services[app]?.healthcheck?.test]).toEqual([
      app,
      ['CMD', 'node', 'server.js', '--health'],
    ]);
  }
  const hostDeps = compose.services.host!.depends_on as Record<string, { condition: string }>;
  for (const remote of remoteNames)
    expect(hostDeps[remote]).toEqual({ condition: 'service_healthy' });
  // Every service a depends_on names exists.
  for (const [name, service] of Object.entries(compose.services)) {
    const deps = Array.isArray(service.depends_on)
      ? service.depends_on
      : Object.keys(service.depends_on ?? {});
    for (const dep of deps) expect([name, dep, dep in compose.services]).toEqual([name, dep, true]);
  }
});

test('the e2e service runs the Playwright suite against the composed site, only in its profile', () => {
  const e2e = compose.services.e2e!;
  expect(e2e.profiles).toEqual(['e2e']);
  // The site wherever the stack publishes it (CI: 13000), the standard port by default.
  expect(e2e.environment?.CITYLENS_E2E_BASE_URL).toBe(
    '${CITYLENS_PUBLIC_BASE:-http://localhost}:${CITYLENS_HOST_PORT:-3000}',
  );
  expect(e2e.environment?.CITYLENS_E2E_MAIL_URL).toBe(
    '${CITYLENS_PUBLIC_BASE:-http://localhost}:${CITYLENS_MAIL_PORT:-1080}',
  );
  expect((e2e.depends_on as Record<string, { condition: string }>).host).toEqual({
    condition: 'service_healthy',
  });
});

test('every path a Dockerfile copies from the build context exists', () => {
  const dockerfiles = new Map<string, Set<Record<string, string>>>();
  for (const service of Object.values(compose.services)) {
    if (!service.build) continue;
    const file = path.join(root, service.build.context, service.build.dockerfile);
    if (!dockerfiles.has(file)) dockerfiles.set(file, new Set());
    dockerfiles.get(file)!.add(service.build.args ?? {});
  }
  for (const file of readdirSync(path.join(root, 'docker')).filter((f) =>
    f.endsWith('Dockerfile'),
  )) {
    const full = path.join(root, 'docker', file);
    if (!dockerfiles.has(full)) dockerfiles.set(full, new Set([{}]));
  }
  expect(dockerfiles.size).toBeGreaterThanOrEqual(2);
  const missing: string[] = [];
  let checked = 0;
  for (const [file, argSets] of dockerfiles) {
    expect(existsSync(file)).toBe(true);
    const lines = readFileSync(file, 'utf8').replace(/\\\n/g, ' ').split('\n');
    for (const args of argSets) {
      for (const line of lines) {
        const match = /^\s*(?:COPY|ADD)\s+(.*)$/i.exec(line);
        if (!match || /--from=/.test(match[1]!)) continue;
        const parts = match[1]!.split(/\s+/).filter((p) => p && !p.startsWith('--'));
        for (const source of parts.slice(0, -1)) {
          const expanded = source.replace(/\$\{?([A-Z_]+)\}?/g, (_, name: string) => {
            if (!(name in args)) missing.push(`${file}: ${source} needs build arg ${name}`);
            return args[name] ?? '';
          });
          checked += 1;
          if (!existsSync(path.join(root, expanded)))
            missing.push(`${path.relative(root, file)}: ${expanded}`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
  expect(checked).toBeGreaterThan(10);
});

test('.env.example names every variable the apps read, with its default', () => {
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  const named = new Map(
    [...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const),
  );
  const wanted = [
    runtimeConfigEnv.apiBaseUrl,
    runtimeConfigEnv.imageCloudName,
    runtimeConfigEnv.imageUploadPreset,
    runtimeConfigEnv.configFile,
    'CITYLENS_CORS_ORIGINS',
    'CITYLENS_RENDER_WORKERS',
    ...remoteNames.flatMap((r) => [
      runtimeConfigEnv.remote(r),
      runtimeConfigEnv.remoteCanaryUrl(r),
      runtimeConfigEnv.remoteCanaryPercent(r),
      serverRemoteUrlEnv(r),
    ]),
  ];
  for (const name of wanted) expect([name, named.has(name)]).toEqual([name, true]);
  for (const r of remoteNames) {
    expect(named.get(runtimeConfigEnv.remote(r))).toBe(
      `http://localhost:${remotes[r].port}/mf-manifest.json`,
    );
  }
  // And every CITYLENS_ variable the build and serving code reads is in the example.
  const sources = [
    ...readdirSync(path.join(__dirname, 'serve')).map((f) => `serve/${f}`),
    'serve-main.ts',
    'runtime-config.ts',
    'deploy.ts',
    'webpack-config.ts',
    'testing/serve-for-e2e.ts',
  ]
    .map((f) => readFileSync(path.join(__dirname, f), 'utf8'))
    .join('\n');
  for (const [, name] of sources.matchAll(/env\.(CITYLENS_[A-Z_]+)/g)) {
    expect([name, named.has(name!)]).toEqual([name, true]);
  }
});
