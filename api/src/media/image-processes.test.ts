import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  encodeUpload,
  imageProcesses,
  renderVariantFile,
  startImageProcesses,
} from './image-processes.js';
import { IMAGE_WORK_CONCURRENCY } from './image-work.js';
import { parseVariantQuery } from './presets.js';
import { RENDER_NICE } from './render-priority.js';
import { detailedJpeg } from './test-images.js';

let root: string;
let source: string;
const thumbnail = (() => {
  const parsed = parseVariantQuery({ preset: 'thumbnail' });
  assert.ok(parsed.ok);
  return parsed.variant;
})();

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'citylens-image-processes-'));
  source = path.join(root, 'photo.jpg');
  await writeFile(source, await detailedJpeg(800, 600));
});
after(async () => {
  await imageProcesses.close();
  await rm(root, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('image processes', () => {
  it('render in a child process at nice 19', async () => {
    const bytes = await renderVariantFile(source, thumbnail, 'webp', path.join(root, 'a.webp'));
    assert.equal((await stat(path.join(root, 'a.webp'))).size, bytes);
    const [pid, ...more] = imageProcesses.pids;
    assert.ok(pid && pid !== process.pid);
    assert.equal(more.length, 0, 'one job at a time needs one child');
    assert.equal(getPriority(pid), RENDER_NICE);
  });

  it('answer a decoder failure as an error, and keep working', async () => {
    await assert.rejects(encodeUpload(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3])));
    const encoded = await encodeUpload(await detailedJpeg(300, 200));
    assert.equal(encoded.extension, 'jpg');
    assert.deepEqual([encoded.width, encoded.height], [300, 200]);
  });

  it('start ahead of any job, one per slot, and the first job runs in one of them', async () => {
    await imageProcesses.close();
    startImageProcesses();
    const started = imageProcesses.pids;
    assert.equal(started.length, IMAGE_WORK_CONCURRENCY);
    startImageProcesses();
    assert.deepEqual(imageProcesses.pids, started, 'started once');
    await renderVariantFile(source, thumbnail, 'webp', path.join(root, 'early.webp'));
    assert.deepEqual(imageProcesses.pids, started, 'no fork at the first job');
  });

  it('are ended by close, and started again by later work', async () => {
    await renderVariantFile(source, thumbnail, 'jpeg', path.join(root, 'b.jpg'));
    const before = imageProcesses.pids;
    await imageProcesses.close();
    assert.deepEqual(imageProcesses.pids, []);
    for (const pid of before) assert.equal(alive(pid), false, `${pid} has exited`);
    await renderVariantFile(source, thumbnail, 'avif', path.join(root, 'c.avif'));
    assert.equal(imageProcesses.pids.length, 1);
  });

  it('fail the job of a child that dies, and start a new one for the next', async () => {
    await renderVariantFile(source, thumbnail, 'jpeg', path.join(root, 'd.jpg'));
    const [pid] = imageProcesses.pids;
    const job = renderVariantFile(source, thumbnail, 'webp', path.join(root, 'e.webp'));
    process.kill(pid!, 'SIGKILL');
    await assert.rejects(job, /image process exited/);
    await renderVariantFile(source, thumbnail, 'webp', path.join(root, 'f.webp'));
    assert.notDeepEqual(imageProcesses.pids, [pid]);
  });
});
