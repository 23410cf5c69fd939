/**
 * Generated artwork for the CityLens seed: SVG composed in code, rasterised to JPEG by sharp.
 * Every picture is a pure function of its spec, so the same seed gives the same bytes.
 */
import sharp from 'sharp';
import { createCanvas, escapeXml, type Canvas } from './canvas.js';
import { resolvePalette } from './palettes.js';
import { createRng } from './random.js';
import { paintSkyline } from './skyline.js';
import { paintFood } from './food.js';
import { paintPoster } from './poster.js';
import { paintFrame, type FrameFinish } from './frame.js';
import { paintSubject, type DrawnSubject, type SeedSubject } from './subject.js';
import { cityStyles } from './landmarks.js';
import {
  paintArticle,
  paintLandmark,
  paintLifestyle,
  paintTransport,
  paintVideo,
} from './scenes.js';

export { seedPalettes, type Palette } from './palettes.js';
export type { SeedSubject, DrawnSubject } from './subject.js';
export { drawnFrame, type DrawnFrame, type FrameFinish } from './frame.js';

export type SeedImageKind =
  | 'skyline'
  | 'food'
  | 'poster'
  | 'frame'
  | 'lifestyle'
  | 'article'
  | 'video'
  | 'transport'
  | 'landmark';

export interface SeedImageSpec {
  kind: SeedImageKind;
  seed: number;
  width: number;
  height: number;
  title?: string;
  subtitle?: string;
  /** A palette name, a city name (hashed to a stable palette) or a #rrggbb accent. */
  palette?: string;
  color?: 'black' | 'brown';
  frameKind?: 'picture' | 'painting';
  /** What a frame's moulding is made of (its name says: gilt, wood, metal); painted if unset. */
  finish?: FrameFinish;
  /** What the picture shows: drawn from this alone (its city's landmarks and palette). */
  subject?: SeedSubject;
}

const MAX_SIDE = 4096;

function paint(c: Canvas, spec: SeedImageSpec): string {
  switch (spec.kind) {
    case 'skyline':
      return paintSkyline(c);
    case 'food':
      return paintFood(c, spec.title);
    case 'poster':
      return paintPoster(c, spec.title, spec.subtitle);
    case 'frame':
      return paintFrame(c, spec.color ?? 'black', spec.frameKind ?? 'picture', spec.finish);
    case 'lifestyle':
      return paintLifestyle(c, spec.title);
    case 'article':
      return paintArticle(c);
    case 'video':
      return paintVideo(c, spec.title);
    case 'transport':
      return paintTransport(c, spec.title);
    case 'landmark':
      return paintLandmark(c);
  }
}

/** The SVG source of a seed image (exposed for tests and previews). */
export function seedImageSvg(spec: SeedImageSpec): string {
  const { width, height } = spec;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 16 ||
    height < 16 ||
    width > MAX_SIDE ||
    height > MAX_SIDE
  ) {
    throw new RangeError(`Seed image size must be whole pixels from 16 to ${MAX_SIDE}.`);
  }
  const rng = createRng(spec.seed);
  const cityPalette = spec.subject ? cityStyles[spec.subject.city]?.palette : undefined;
  const canvas = createCanvas(
    width,
    height,
    rng,
    cityPalette ?? resolvePalette(spec.palette, spec.seed),
  );
  let body: string;
  let metadata = '';
  if (spec.subject) {
    const { svg, drawn } = paintSubject(canvas, spec.subject);
    body = svg;
    // What was drawn, for tests and the contact sheet: subject, city, landmarks.
    metadata = `<metadata>${escapeXml(JSON.stringify(drawn))}</metadata>`;
  } else body = paint(canvas, spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${metadata}${body}</svg>`;
}

/** The subject a seed image's SVG says it drew (null for pictures without one). */
export function drawnSubject(svg: string): DrawnSubject | null {
  const match = /<metadata>(.*?)<\/metadata>/.exec(svg);
  if (!match) return null;
  const text = match[1]!.replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  );
  return JSON.parse(text) as DrawnSubject;
}

export async function renderSeedImage(spec: SeedImageSpec): Promise<Buffer> {
  // libjpeg-turbo rather than mozjpeg: half the time per image for ~12% larger files, and the
  // image endpoint re-encodes what visitors see anyway.
  return sharp(Buffer.from(seedImageSvg(spec)))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** Renders many specs with bounded parallelism, keeping the input order. */
export async function renderSeedImages(
  specs: readonly SeedImageSpec[],
  concurrency = 2,
): Promise<Buffer[]> {
  const results: Buffer[] = new Array(specs.length);
  let next = 0;
  const workers = Array.from(
    { length: Math.max(1, Math.min(concurrency, specs.length)) },
    async () => {
      while (next < specs.length) {
        const index = next;
        next += 1;
        results[index] = await renderSeedImage(specs[index] as SeedImageSpec);
      }
    },
  );
  await Promise.all(workers);
  return results;
}
