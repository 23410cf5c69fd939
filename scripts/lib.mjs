// Small process helpers for the root scripts: no pnpm needed on PATH (it may run under npx).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

/** Run a local tool from node_modules/.bin; resolves with its exit code. */
export function run(tool, args, { cwd = repoRoot, env = {}, name = tool } = {}) {
  const child = spawn(bin(tool), args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  const done = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { child, done, name };
}

/** Run node itself (e.g. `node --test`); resolves with its exit code. */
export function runNode(args, { name = 'node' } = {}) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
  const done = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { child, done, name };
}

/** Run a package.json script the way pnpm would (its own and the root's .bin on PATH), without pnpm. */
export async function runScript(folder, script, { env = {} } = {}) {
  const cwd = path.join(repoRoot, folder);
  const { default: pkg } = await import(path.join(cwd, 'package.json'), { with: { type: 'json' } });
  const command = pkg.scripts?.[script];
  if (!command) throw new Error(`${folder} has no "${script}" script`);
  const PATH = [
    path.join(cwd, 'node_modules', '.bin'),
    path.join(repoRoot, 'node_modules', '.bin'),
    process.env.PATH,
  ].join(path.delimiter);
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: { ...process.env, ...env, PATH },
    stdio: 'inherit',
  });
  const done = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { child, done, name: `${folder} ${script}` };
}

export async function runOrExit(tool, args, options) {
  const code = await run(tool, args, options).done;
  if (code !== 0) {
    console.error(`\n${options?.name ?? tool} failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Keep long-running services up, each on its own: one that exits (a crash, a bad request that got
 * through, an out-of-memory) is started again after a short backoff (1 s, doubling to 30 s, back
 * to 1 s once it has stayed up a minute), and the others are never stopped for it.
 * Ctrl-C or SIGTERM stops them all. `services` are `{ name, start: () => run(…) }`.
 */
export function supervise(
  services,
  { handleSignals = true, log = (line) => console.error(line), minBackoffMs = 1000 } = {},
) {
  const current = new Map();
  let stopping = false;
  const launch = (service, backoff) => {
    const startedAt = Date.now();
    const running = service.start();
    current.set(service.name, running);
    running.done.then((code) => {
      if (stopping) return;
      const upFor = Date.now() - startedAt;
      const next = upFor > 60_000 ? minBackoffMs : Math.min(backoff * 2, 30_000);
      const wait = upFor > 60_000 ? minBackoffMs : backoff;
      log(
        `${service.name} exited (${code}); restarting it in ${wait / 1000} s, the others keep running`,
      );
      setTimeout(() => !stopping && launch(service, next), wait);
    });
  };
  for (const service of services) launch(service, minBackoffMs);
  const stop = async () => {
    stopping = true;
    const all = [...current.values()];
    for (const { child } of all) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(all.map((r) => r.done));
  };
  if (handleSignals) {
    const onSignal = () => stop().then(() => process.exit(0));
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  return { stop, current };
}
