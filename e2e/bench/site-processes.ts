/**
 * The bench site's processes: commands run to their end, server process groups stopped with
 * their ports freed, cleanup on Ctrl-C, and the machine's site lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * What must not outlive an interrupted bench: the site's servers run in process groups of their
 * own (they would keep the ports), a ref's worktree would stay registered in git.
 */
const onInterrupt = new Set<() => void>();
let interruptHandled = false;

/** Runs `cleanup` if the bench is stopped by Ctrl-C or SIGTERM; returns its unregistration. */
export function atInterrupt(cleanup: () => void): () => void {
  if (!interruptHandled) {
    interruptHandled = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping the site and cleaning up`);
        for (const fn of onInterrupt) {
          try {
            fn();
          } catch (error) {
            console.error(error);
          }
        }
        process.exit(130);
      });
    }
  }
  onInterrupt.add(cleanup);
  return () => onInterrupt.delete(cleanup);
}

/** Whether something accepts connections on the port (on IPv4 or IPv6 localhost). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Runs a command to its end, its output kept for the error message only. */
export function runToEnd(
  command: string,
  args: string[],
  { cwd, what, env = {} }: { cwd: string; what: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk: Buffer) => (tail = (tail + String(chunk)).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}):\n${tail}`)),
    );
  });
}

/** SIGTERM to each process group, SIGKILL after 10 s, then wait until the ports are free. */
export async function stopAll(children: ChildProcess[], ports: number[]): Promise<void> {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null && c.pid);
  const signal = (child: ChildProcess, sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => signal(child, 'SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            // Its group may still hold a grandchild (start.mjs's servers): make sure.
            signal(child, 'SIGKILL');
            resolve();
          });
          signal(child, 'SIGTERM');
        }),
    ),
  );
  for (let i = 0; i < 50; i++) {
    const busy = await Promise.all(ports.map((port) => portInUse(port)));
    if (!busy.some(Boolean)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * With CITYLENS_BENCH_LOCK set (e.g. /tmp/citylens-e2e.lock), takes that flock from the builds'
 * end until `release()`, so a bench on a shared machine holds the site's ports only while it
 * serves. Unset, it takes nothing: wrap the whole command in `flock` instead (never both, or the
 * bench waits for itself).
 */
export async function holdSiteLock(): Promise<{ release(): void }> {
  const file = process.env.CITYLENS_BENCH_LOCK;
  if (!file) return { release: () => undefined };
  console.log(`Waiting for ${file}…`);
  // flock runs `cat`, which holds the lock until its stdin closes: at release, or when this
  // process dies, so a crashed bench never keeps the lock.
  const holder = spawn('flock', [file, 'sh', '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock ${file} exited (${code})`)));
  });
  return { release: () => holder.stdin.end() };
}
