// Draws the web app manifest's icons from the CityLens mark (src/features/offline/icons/*.svg).
// Run after changing the mark: node host/scripts/draw-app-icons.mjs. Uses the API's sharp.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const icons = path.join(here, '../src/features/offline/icons');
const sharp = createRequire(path.join(here, '../../api/package.json'))('sharp');

const drawings = [
  ['mark.svg', 'citylens-192.png', 192],
  ['mark.svg', 'citylens-512.png', 512],
  ['mark-maskable.svg', 'citylens-maskable-512.png', 512],
];
for (const [svg, png, size] of drawings) {
  await sharp(path.join(icons, svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(icons, png));
  console.log(`${png} (${size}×${size})`);
}
