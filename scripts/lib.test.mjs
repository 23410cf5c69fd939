// `node --test scripts/`: the supervisor behind `pnpm start` and `pnpm dev`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import test from 'node:test';
import { supervise } from './lib.mjs';

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
