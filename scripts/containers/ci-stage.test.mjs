// The container stage never fails CI for want of an engine, and one variable leaves it out.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const stage = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ci-stage.sh');
const repoRoot = path.resolve(path.dirname(stage), '../..');

/** A PATH holding only what the script needs before it looks for an engine: no docker. */
function pathWithoutDocker() {
  const bin = mkdtempSync(path.join(tmpdir(), 'citylens-no-docker-'));
  for (const tool of ['bash', 'dirname', 'id', 'date']) {
    const found = spawnSync('bash', ['-c', `command -v ${tool}`], {
      encoding: 'utf8',
    }).stdout.trim();
    symlinkSync(found, path.join(bin, tool));
  }
  return bin;
}

const runStage = (env) =>
  spawnSync('bash', [stage], {
    encoding: 'utf8',
    env: { HOME: tmpdir(), ...env },
    timeout: 20_000,
  });

test('CITYLENS_CI_CONTAINERS=skip: one line, success', () => {
  const result = runStage({ PATH: process.env.PATH, CITYLENS_CI_CONTAINERS: 'skip' });
  assert.equal(result.status, 0);
  assert.equal(result.stdout, 'container stage: skipped (CITYLENS_CI_CONTAINERS=skip)\n');
});

test('no container engine on the machine: one line saying so, success', () => {
  const result = runStage({ PATH: pathWithoutDocker() });
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stdout, 'container stage: skipped: no docker client on this machine\n');
});

test('part of a stage: `images`, `app-images` and `stack` are the only parts, and each says which it is', () => {
  const images = spawnSync('bash', [stage, 'images'], {
    encoding: 'utf8',
    env: { HOME: tmpdir(), PATH: process.env.PATH, CITYLENS_CI_CONTAINERS: 'skip' },
    timeout: 20_000,
  });
  assert.equal(images.status, 0);
  assert.equal(images.stdout, 'container stage (images): skipped (CITYLENS_CI_CONTAINERS=skip)\n');
  const unknown = spawnSync('bash', [stage, 'everything'], { encoding: 'utf8', timeout: 20_000 });
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /usage: .*ci-stage\.sh \[images\|app-images\|stack\]/);
});

/** A Dockerfile's last stage: its instructions from the last FROM on, comments and blanks left out. */
function lastStage(file) {
  const lines = readFileSync(path.join(repoRoot, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return lines.slice(lines.findLastIndex((line) => line.startsWith('FROM ')));
}

test('an app image from a build made once runs exactly as one built inside Docker', () => {
  const fromBuild = lastStage('docker/app-from-build.Dockerfile');
  const inDocker = lastStage('docker/app.Dockerfile');
  // Only where the files come from differs: the staged build, or app.Dockerfile's build stage.
  assert.deepEqual(
    fromBuild.filter((line) => !line.startsWith('COPY ')),
    inDocker.filter((line) => !line.startsWith('COPY ')),
  );
  assert.deepEqual(
    fromBuild.filter((line) => line.startsWith('COPY ')),
    ['COPY . ./'],
  );
  assert.deepEqual(
    inDocker.filter((line) => line.startsWith('COPY ')),
    ['COPY --from=build /out/ ./'],
  );
});
