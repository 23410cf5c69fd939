/**
 * Before and after: every seeded picture the current artwork draws differently from an older
 * media folder (a data folder rendered by an earlier ARTWORK_VERSION), side by side with its
 * caption, as PNG sheets. A picture new since then is shown with an empty "before".
 *
 *   pnpm --filter @citylens/api seed:before-after <old-media-dir> [out-dir]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { escapeXml } from '../src/seed/artwork/canvas.js';
import { renderSeedImage } from '../src/seed/artwork/index.js';
import { seedImageJobs } from '../src/seed/index.js';
import type { ImageJob } from '../src/seed/plan.js';

const [beforeDir, outArg] = process.argv.slice(2);
if (!beforeDir) {
  console.error('usage: seed-before-after.ts <old-media-dir> [out-dir]');
  process.exit(2);
}
const outDir = path.resolve(outArg ?? 'seed-before-after');

const SIDE_W = 560;
const SIDE_H = 420;
const LABEL_H = 54;
const GAP = 12;
const ROWS_PER_SHEET = 4;

interface Change {
  job: ImageJob;
  before: Buffer | null;
  after: Buffer;
}

/** Renders each job now and keeps those whose bytes differ from the old folder's file. */
async function changes(jobs: ImageJob[]): Promise<Change[]> {
  const found: Change[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const before = await fs.readFile(path.join(beforeDir!, job.path)).catch(() => null);
      const after = await renderSeedImage(job.spec);
      if (!before || !before.equals(after)) found.push({ job, before, after });
    }
  };
  await Promise.all([worker(), worker()]);
  return found.sort((a, b) => a.job.path.localeCompare(b.job.path));
}

const text = (width: number, height: number, lines: [string, number, string, boolean][]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${lines
      .map(
        ([line, y, colour, bold]) =>
          `<text x="8" y="${y}" font-family="DejaVu Sans" font-size="${bold ? 17 : 13}"${bold ? ' font-weight="bold"' : ''} fill="${colour}">${escapeXml(line)}</text>`,
      )
      .join('')}</svg>`,
  );

async function side(image: Buffer | null): Promise<Buffer> {
  if (!image)
    return sharp({
      create: { width: SIDE_W, height: SIDE_H, channels: 3, background: '#d8d2c8' },
    })
      .composite([{ input: text(SIDE_W, SIDE_H, [['(new picture)', SIDE_H / 2, '#555', true]]) }])
      .png()
      .toBuffer();
  return sharp(image)
    .resize(SIDE_W, SIDE_H, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
}

async function sheet(rows: Change[], file: string): Promise<void> {
  const width = GAP * 3 + SIDE_W * 2;
  const rowH = LABEL_H + SIDE_H + GAP;
  const header = 40;
  const layers: OverlayOptions[] = [
    {
      input: text(width, header, [['Before (left) and after (right)', 26, '#222', true]]),
      left: 0,
      top: 0,
    },
  ];
  for (const [i, { job, before, after }] of rows.entries()) {
    const top = header + i * rowH;
    const subject = job.spec.subject?.subject ?? job.spec.finish ?? job.spec.kind;
    layers.push(
      {
        input: text(width, LABEL_H, [
          [job.caption, 20, '#222', true],
          [`${job.path} · ${subject}`, 42, '#666', false],
        ]),
        left: GAP,
        top,
      },
      { input: await side(before), left: GAP, top: top + LABEL_H },
      { input: await side(after), left: GAP * 2 + SIDE_W, top: top + LABEL_H },
    );
  }
  await sharp({
    create: {
      width,
      height: header + rows.length * rowH + GAP,
      channels: 3,
      background: '#f4f1ec',
    },
  })
    .composite(layers)
    .png()
    .toFile(file);
}

const changed = await changes(seedImageJobs(false));
await fs.mkdir(outDir, { recursive: true });
for (let start = 0, n = 1; start < changed.length; start += ROWS_PER_SHEET, n += 1) {
  const file = path.join(outDir, `before-after-${String(n).padStart(2, '0')}.png`);
  await sheet(changed.slice(start, start + ROWS_PER_SHEET), file);
  console.log(file);
}
console.log(`${changed.length} pictures changed`);
for (const { job } of changed) console.log(`  ${job.path}: ${job.caption}`);
