// Small process helpers for the root scripts: no pnpm needed on PATH (it may run under npx).
import { spawn } from 'node:child_process';
import { readFile, readdir, readlink } from 'node:fs/promises';
import net from 'node:net';
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
  {
    handleSignals = true,
    log = (line) => console.error(line),
    minBackoffMs = 1000,
    // Called on every exit; returning false means "do not restart" (start.mjs: before all are up).
    onExit = () => true,
  } = {},
) {
  const current = new Map();
  let stopping = false;
  const launch = (service, backoff) => {
    const startedAt = Date.now();
    const running = service.start();
    current.set(service.name, running);
    running.done.then((code) => {
      if (stopping || onExit(service.name, code) === false) return;
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

/** Whether something already listens on `port` (any address): binding it is refused. */
export function portTaken(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES'));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** Socket inodes listening on `port`, from /proc/net/tcp and tcp6 (state 0A is LISTEN). */
async function listeningInodes(port) {
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '0A') continue;
      if (parseInt(fields[1].split(':').pop(), 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** `node src/server.ts` rather than node's loader flags: the program and its own arguments. */
function shortCommand(argv) {
  const [program = '?', ...rest] = argv;
  const own = [];
  for (let i = 0; i < rest.length; i += 1) {
    // A loader flag and its value (tsx's --require/--import) say nothing about which program.
    if (/^--(require|import|loader|experimental-loader)$/.test(rest[i])) i += 1;
    else if (!rest[i].startsWith('-') || own.length > 0) own.push(rest[i]);
  }
  return [path.basename(program), ...own].join(' ').slice(0, 160);
}

/**
 * The process listening on `port`: `{ pid, command, cwd }` found through /proc (Linux; a process of
 * another user stays unnamed unless run as root), or null when it cannot be told.
 */
export async function portHolder(port) {
  const inodes = await listeningInodes(port);
  if (inodes.size === 0) return null;
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (!inode || !inodes.has(inode)) continue;
      const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
      return { pid: Number(pid), command: shortCommand(cmdline.split('\0').filter(Boolean)), cwd };
    }
  }
  return null;
}

/**
 * Checks every port before anything starts, so a taken one never leaves half the servers up.
 * `services` are `{ name, port }`; resolves with one line per taken port (none: all free).
 */
export async function takenPorts(services) {
  const lines = [];
  for (const { name, port } of services) {
    if (!(await portTaken(port))) continue;
    const holder = await portHolder(port);
    const who = holder
      ? `by process ${holder.pid} (${holder.command}${holder.cwd ? `, in ${holder.cwd}` : ''})`
      : 'by another process (run `ss -ltnp` to see which)';
    lines.push(`port ${port} (${name}) is already taken ${who}`);
  }
  return lines;
}

/**
 * Starts every service and resolves once each is up (`isUp(name, stopped)` resolves true), or,
 * when one stops before all are up (a port taken meanwhile, a crash at start), stops all of them
 * and resolves with that one: nothing is left half up. After that, `supervise` restarts as usual.
 */
export async function startAll(services, { isUp, ...options }) {
  let ready = false;
  let failed = null;
  let onFailure;
  const failure = new Promise((resolve) => (onFailure = resolve));
  const supervisor = supervise(services, {
    ...options,
    onExit: (name, code) => {
      if (ready) return true;
      failed ??= { name, code };
      onFailure();
      return false;
    },
  });
  const stopped = () => failed !== null;
  const allUp = Promise.all(services.map(({ name }) => isUp(name, stopped)));
  await Promise.race([allUp, failure]);
  if (!failed) {
    ready = true;
    return { supervisor, failed: null };
  }
  await supervisor.stop();
  return { supervisor, failed };
}
