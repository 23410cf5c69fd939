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

/** Keep long-running children together: one ends or Ctrl-C, all end. */
export function supervise(children) {
  const stop = (code) => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const { done, name } of children) {
    done.then((code) => {
      console.error(`${name} exited (${code}); stopping the others`);
      stop(code || 1);
    });
  }
}
