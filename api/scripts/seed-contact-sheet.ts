/**
 * Contact sheets of every seeded image with its caption, so a person can check at a glance that
 * each picture shows what its caption says. One JPEG per section in docs/seed/.
 *
 *   pnpm --filter @citylens/api seed:contact-sheet [out-dir]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { escapeXml } from '../src/seed/artwork/canvas.js';
import { seedImageSvg } from '../src/seed/artwork/index.js';
import { seedImageJobs } from '../src/seed/index.js';
import type { ImageJob } from '../src/seed/plan.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'docs', 'seed'));

const TILE_W = 320;
const TILE_H = 240;
const CAPTION_H = 46;
const GAP = 8;
const COLUMNS = 6;

const sections: Array<{ name: string; title: string; match: (job: ImageJob) => boolean }> = [
  {
    name: 'cities',
    title: 'City heroes and cards',
    match: (j) => j.path.startsWith('seed/cities/'),
  },
  {
    name: 'lifestyle',
    title: 'Lifestyle photos',
    match: (j) => j.path.startsWith('seed/lifestyle/'),
  },
  {
    name: 'articles-videos',
    title: 'Article covers and video thumbnails',
    match: (j) => /^seed\/(articles|videos)\//.test(j.path),
  },
  { name: 'food', title: 'Food', match: (j) => j.path.startsWith('seed/food/') },
  { name: 'transport', title: 'Transport', match: (j) => j.path.startsWith('seed/transport/') },
  {
    name: 'events-frames',
    title: 'Event posters and frames',
    match: (j) => /^seed\/(events|frames)\//.test(j.path),
  },
];

/** One tile: the picture drawn small (from its SVG, as the seed draws it), caption and city below. */
async function tile(job: ImageJob): Promise<Buffer> {
  // Keep the seed's aspect while drawing at contact-sheet size (quick, and the same composition).
  const scale = Math.min(1, (TILE_W * 2) / job.spec.width);
  const svg = seedImageSvg({
    ...job.spec,
    width: Math.round(job.spec.width * scale),
    height: Math.round(job.spec.height * scale),
  });
  const picture = await sharp(Buffer.from(svg))
    .resize(TILE_W, TILE_H, { fit: 'cover' })
    .png()
    .toBuffer();
  const place = job.spec.subject?.city ?? job.spec.subtitle ?? '';
  const key = job.spec.subject?.subject ?? job.spec.kind;
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${CAPTION_H}"><rect width="100%" height="100%" fill="#ffffff"/><text x="6" y="18" font-family="DejaVu Sans" font-size="13" font-weight="bold" fill="#222">${escapeXml(
      job.caption.length > 40 ? `${job.caption.slice(0, 39)}…` : job.caption,
    )}</text><text x="6" y="37" font-family="DejaVu Sans" font-size="11" fill="#666">${escapeXml(
      [place, key].filter(Boolean).join(' · '),
    )}</text></svg>`,
  );
  return sharp({
    create: { width: TILE_W, height: TILE_H + CAPTION_H, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: picture, left: 0, top: 0 },
      { input: caption, left: 0, top: TILE_H },
    ])
    .png()
    .toBuffer();
}

async function sheet(title: string, jobs: ImageJob[], file: string): Promise<number> {
  const rows = Math.ceil(jobs.length / COLUMNS);
  const header = 56;
  const width = COLUMNS * TILE_W + (COLUMNS + 1) * GAP;
  const height = header + rows * (TILE_H + CAPTION_H + GAP) + GAP;
  const tiles: OverlayOptions[] = [];
  for (const [i, job] of jobs.entries()) {
    tiles.push({
      input: await tile(job),
      left: GAP + (i % COLUMNS) * (TILE_W + GAP),
      top: header + Math.floor(i / COLUMNS) * (TILE_H + CAPTION_H + GAP),
    });
  }
  tiles.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${header}"><text x="${GAP}" y="36" font-family="DejaVu Sans" font-size="24" font-weight="bold" fill="#222">CityLens seed: ${escapeXml(title)} (${jobs.length})</text></svg>`,
    ),
    left: 0,
    top: 0,
  });
  await sharp({ create: { width, height, channels: 3, background: '#e9e4dc' } })
    .composite(tiles)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(file);
  return (await fs.stat(file)).size;
}

const jobs = seedImageJobs(false);
await fs.mkdir(outDir, { recursive: true });
for (const section of sections) {
  const chosen = jobs.filter(section.match);
  const file = path.join(outDir, `contact-sheet-${section.name}.jpg`);
  const bytes = await sheet(section.title, chosen, file);
  console.log(
    `${path.relative(root, file)}: ${chosen.length} images, ${(bytes / 1024).toFixed(0)} KB`,
  );
}
