// `pnpm test`: every check — types and lint, front-end unit and component tests (jest), the API's
// integration tests, then the production builds and the Playwright journeys against them. Stops at the first
// failing stage. Stage names as arguments run only those, in this order (`pnpm test types jest`):
// CI runs the stages that time nothing beside its image builds, then the timed ones alone
// (`timed`, `api`, `e2e`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run, runNode, runScript } from './lib.mjs';

/** Every workspace folder, as pnpm-workspace.yaml lists them; each has a `typecheck` script. */
const WORKSPACES = [
  ...readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
    .split(/\n\s*\n/)[0]
    .matchAll(/^\s+-\s+(\S+)\s*$/gm),
].map((match) => match[1]);
if (WORKSPACES.length === 0) throw new Error('pnpm-workspace.yaml lists no workspace folders');

/** Steps run one after another; done with the first failing step's exit code, else 0. */
const inSequence = (steps) => ({
  done: (async () => {
    for (const step of steps) {
      const code = await (await step()).done;
      if (code !== 0) return code;
    }
    return 0;
  })(),
});

/** jest.config.base.cjs's own ignore patterns, which the jest stage's flag replaces. */
const JEST_IGNORED = ['/node_modules/', '/dist/'];
/** Jest tests that hold the servers to time budgets: the CPU must be theirs. */
const TIMED_JEST_TESTS = '\\.timed\\.test\\.';

const stages = [
  [
    'types',
    'types and lint: tsc in every workspace, eslint, prettier',
    () =>
      inSequence([
        ...WORKSPACES.map((folder) => () => runScript(folder, 'typecheck')),
        () => run('tsc', ['--noEmit', '-p', 'deploy/kubernetes']),
        () => runScript('.', 'lint'),
      ]),
  ],
  // Every core: jest's default leaves one idle, which on a two-core machine is half of them. The
  // tests that time the servers (`*.timed.test.ts`) are left to the next stage.
  [
    'jest',
    'jest: shared, host and remotes',
    () =>
      run('jest', [
        '--ci',
        '--maxWorkers=100%',
        '--testPathIgnorePatterns',
        ...JEST_IGNORED,
        TIMED_JEST_TESTS,
      ]),
  ],
  // Alone and one at a time: their budgets are for the server's work, not for a machine busy with
  // other tests or image builds (a flood's slowest answer took 2028 ms beside a cold image build).
  [
    'timed',
    "timed jest: the host's render floods, alone",
    () => run('jest', ['--ci', '--runInBand', TIMED_JEST_TESTS]),
  ],
  [
    'scripts',
    'scripts: the supervisor, the CI container stage, the Kubernetes manifests, the docs',
    () =>
      runNode([
        '--import',
        'tsx',
        '--test',
        'scripts/lib.test.mjs',
        'scripts/containers/ci-stage.test.mjs',
        'deploy/kubernetes/manifests.test.ts',
        'scripts/docs.test.mjs',
      ]),
  ],
  ['api', 'api: integration tests', () => runScript('api', 'test')],
  // Each app is built once: the journeys, CI's bundle check and its app images all read this build.
  ['build', 'build: the five apps, production', () => run('tsx', ['shared/build/cli.ts', 'build'])],
  [
    'e2e',
    'e2e: Playwright in chromium, on the build above',
    () => runScript('e2e', 'test:journeys'),
  ],
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !stages.some(([key]) => key === name));
if (unknown.length > 0) {
  console.error(
    `unknown stage ${unknown.join(', ')}; the stages: ${stages.map(([key]) => key).join(' ')}`,
  );
  process.exit(2);
}
for (const [key, title, start] of stages) {
  if (asked.length > 0 && !asked.includes(key)) continue;
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const code = await (await start()).done;
  if (code !== 0) {
    console.error(`\n━━ ${title}: FAILED (exit ${code}) ━━`);
    process.exit(code);
  }
  console.log(`━━ ${title}: passed in ${((Date.now() - started) / 1000).toFixed(0)} s ━━`);
  // The API suite's contract types are checked by the types stage's tsc: not twice.
  if (key === 'types') process.env.CITYLENS_TYPES_CHECKED = 'true';
}
