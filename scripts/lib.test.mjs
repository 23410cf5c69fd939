// `node --test scripts/`: the supervisor behind `pnpm start` and `pnpm dev`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import test from 'node:test';
import { startAll, supervise, takenPorts } from './lib.mjs';

function nodeProcess(code) {
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const done = new Promise((resolve) =>
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
  );
  return { child, done };
}

test('an app that crashes is restarted; the others keep running untouched', async () => {
  let crashStarts = 0;
  const lines = [];
  const supervisor = supervise(
    [
      {
        name: 'shop',
        start: () => {
          crashStarts += 1;
          return nodeProcess('setTimeout(() => { throw new Error("boom") }, 50)');
        },
      },
      { name: 'host', start: () => nodeProcess('setInterval(() => {}, 1000)') },
      { name: 'api', start: () => nodeProcess('setInterval(() => {}, 1000)') },
    ],
    { handleSignals: false, log: (line) => lines.push(line), minBackoffMs: 100 },
  );
  const host = supervisor.current.get('host').child;
  const api = supervisor.current.get('api').child;
  for (let waited = 0; crashStarts < 3 && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    assert.ok(crashStarts >= 3, `shop started ${crashStarts} times`);
    assert.match(lines[0], /^shop exited \(1\); restarting it in 0\.1 s, the others keep running$/);
    // Same processes as at the start: never stopped or restarted for the shop's crashes.
    assert.equal(supervisor.current.get('host').child.pid, host.pid);
    assert.equal(host.exitCode, null);
    assert.equal(api.exitCode, null);
  } finally {
    await supervisor.stop();
  }
  assert.notEqual(host.exitCode ?? host.signalCode, null);
});

/** A node process listening on a free port, and that port once it listens. */
async function listener() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      'const s = require("net").createServer().listen(0, () => console.log(s.address().port))',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const port = await new Promise((resolve) =>
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  return { child, port };
}

test('a taken port is named with the process holding it, before anything starts', async () => {
  const { child, port } = await listener();
  try {
    const free = await new Promise((resolve) => {
      const probe = net.createServer().listen(0, () => {
        const { port: p } = probe.address();
        probe.close(() => resolve(p));
      });
    });
    const lines = await takenPorts([
      { name: 'api', port: free },
      { name: 'shop', port },
    ]);
    assert.equal(lines.length, 1);
    assert.match(
      lines[0],
      new RegExp(`^port ${port} \\(shop\\) is already taken by process ${child.pid} \\(`),
    );
    assert.match(lines[0], /\(node const s = require\("net"\).*, in \//);
  } finally {
    child.kill();
    await once(child, 'exit');
  }
  // Free again once its process has gone.
  assert.deepEqual(await takenPorts([{ name: 'shop', port }]), []);
});

test('a server that stops before all are up stops the others: nothing is left half up', async () => {
  let apiStarted = null;
  const { supervisor, failed } = await startAll(
    [
      {
        name: 'api',
        start: () => (apiStarted = nodeProcess('setInterval(() => {}, 1000)')),
      },
      // As an app whose port was taken after the check: it exits at once.
      { name: 'shop', start: () => nodeProcess('process.exit(1)') },
    ],
    {
      handleSignals: false,
      log: () => undefined,
      // The api would be up; the shop never is.
      isUp: (name, stopped) =>
        name === 'api'
          ? Promise.resolve(true)
          : new Promise((resolve) => {
              const timer = setInterval(
                () => stopped() && (clearInterval(timer), resolve(false)),
                20,
              );
            }),
    },
  );
  assert.deepEqual(failed, { name: 'shop', code: 1 });
  // Stopped, and not restarted.
  assert.notEqual(apiStarted.child.exitCode ?? apiStarted.child.signalCode, null);
  assert.equal(supervisor.current.get('shop').child.exitCode, 1);
  assert.equal(supervisor.current.get('api').child.pid, apiStarted.child.pid);
});
