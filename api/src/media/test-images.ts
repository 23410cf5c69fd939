/** Image fixtures built in memory for the media tests. */
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export function solidJpeg(width: number, height: number, colour = '#3a7ca5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A picture with detail (gradient and shapes), so crops and qualities produce different bytes. */
export function detailedJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f94144"/><stop offset="1" stop-color="#277da1"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#f9c74f"/>
    <rect x="${width * 0.6}" y="${height * 0.5}" width="${width * 0.25}" height="${height * 0.3}" fill="#90be6d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A valid JPEG padded with APP15 segments to exactly `size` bytes (decoders skip unknown
 * application segments), for testing the upload limit with a real image.
 */
export async function jpegOfExactSize(size: number): Promise<Buffer> {
  const base = await solidJpeg(64, 48);
  let remaining = size - base.length;
  const segments: Buffer[] = [];
  while (remaining > 0) {
    // A segment is marker (2) + length field (2) + payload; the length field counts itself.
    let total = Math.min(remaining, 65537);
    // Never leave a remainder too small to be a segment of its own.
    if (remaining - total > 0 && remaining - total < 4) total -= 4;
    const segment = Buffer.alloc(total);
    segment[0] = 0xff;
    segment[1] = 0xef;
    segment.writeUInt16BE(total - 2, 2);
    segments.push(segment);
    remaining -= total;
  }
  return Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
}

/**
 * A fresh media folder under a temporary root, with the originals the media tests ask for in
 * `seed/`: city.jpg (2400×1800), small.jpg (300×200), broken.jpg (a JPEG that does not decode),
 * logo.svg, and escape.jpg (a link to a picture outside the folder). The caller removes `root`.
 */
export async function seedMediaFolder(): Promise<{ root: string; mediaDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'citylens-media-'));
  const mediaDir = path.join(root, 'media');
  const seed = path.join(mediaDir, 'seed');
  await mkdir(seed, { recursive: true });
  await writeFile(path.join(seed, 'city.jpg'), await detailedJpeg(2400, 1800));
  await writeFile(path.join(seed, 'small.jpg'), await detailedJpeg(300, 200));
  await writeFile(path.join(seed, 'broken.jpg'), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
  await writeFile(path.join(seed, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'secret.jpg'), await detailedJpeg(10, 10));
  await symlink(path.join(root, 'secret.jpg'), path.join(seed, 'escape.jpg'));
  return { root, mediaDir };
}
