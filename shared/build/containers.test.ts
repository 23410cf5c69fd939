/**
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { remoteNames, remotes, hostApp } from '../src/contracts/remotes';
import { runtimeConfigEnv } from '../src/contracts/runtime-config';

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

test('docker-compose.yml is valid against the Compose specification schema', () => {
  const schemaFile = path.join(
    path.dirname(require.resolve('dclint/package.json')),
    'schemas',
    'compose.schema.json',
  );
  const { $schema: _ignored, ...schema } = JSON.parse(readFileSync(schemaFile, 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(schema);
  // The raw document (anchors and merge keys resolved), as Compose reads it.
  const document = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  });
  const valid = validate(document);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
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
  expect(e2e.environment?.CITYLENS_E2E_BASE_URL).toBe('http://localhost:3000');
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
    ...remoteNames.flatMap((r) => [
      runtimeConfigEnv.remote(r),
      runtimeConfigEnv.remoteCanaryUrl(r),
      runtimeConfigEnv.remoteCanaryPercent(r),
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
    'serve.ts',
    'serve-main.ts',
    'runtime-config.ts',
    'deploy.ts',
    'webpack-config.ts',
  ]
    .map((f) => readFileSync(path.join(__dirname, f), 'utf8'))
    .join('\n');
  for (const [, name] of sources.matchAll(/env\.(CITYLENS_[A-Z_]+)/g)) {
    expect([name, named.has(name!)]).toEqual([name, true]);
  }
});
