import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { renderSeedImage } from './artwork/index.js';
import { cityStyle } from './artwork/landmarks.js';
import { seedCities } from './data/cities.js';
import { paintingFrames, pictureFrames } from './data/catalogue.js';
import { cityImages, type ImageJob } from './plan.js';
import { seedEventList } from './schedule.js';

/** The seed's two frame catalogues, with the kind each is sold as. */
export const frameCatalogues = [
  ['picture', pictureFrames],
  ['painting', paintingFrames],
] as const;
export const framePath = (kind: 'picture' | 'painting', n: number, color: 'black' | 'brown') =>
  `seed/frames/${kind}-${n + 1}-${color}.jpg`;

/** Every artwork file the seed refers to, with the caption it is shown with. */
export function seedImageJobs(small = false): ImageJob[] {
  const list = small ? seedCities.slice(0, 3) : seedCities;
  return [
    ...list.flatMap((city, i) => cityImages(city, i).jobs),
    ...eventPosterJobsFor(small),
    ...frameJobs(),
  ];
}

/** Each event's poster, in its own city's colours. */
function eventPosterJobsFor(small: boolean): ImageJob[] {
  const jobs: ImageJob[] = [];
  const { upcoming, past } = seedEventList(small);
  [...upcoming, ...past].forEach((event, n) => {
    jobs.push({
      path: `seed/events/event-${n + 1}.jpg`,
      caption: event.name,
      spec: {
        kind: 'poster',
        seed: 9000 + n,
        width: 1200,
        height: 900,
        title: event.name,
        subtitle: event.city.name,
        // The event's own city's colours.
        palette: cityStyle(event.city.name).palette.colors[1],
      },
    });
  });
  return jobs;
}

/** Each frame of the catalogues, in black and in brown. */
function frameJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const [kind, catalogue] of frameCatalogues) {
    catalogue.forEach((frame, n) => {
      for (const color of ['black', 'brown'] as const) {
        jobs.push({
          path: framePath(kind, n, color),
          caption: `${frame.name} (${color})`,
          spec: {
            kind: 'frame',
            seed: (kind === 'picture' ? 7000 : 8000) + n,
            width: 900,
            height: 900,
            color,
            frameKind: kind,
            finish: frame.finish,
          },
        });
      }
    });
  }
  return jobs;
}

/**
 * Bump when the artwork changes: media folders rendered by an older version are redrawn once,
 * so existing deployments get the new pictures (the files keep their paths).
 */
export const ARTWORK_VERSION = '4-riad-and-park-guell';
const VERSION_FILE = 'seed/.artwork-version';

/** Renders missing artwork, two at a time (the machine has two cores). */
export async function renderImages(jobs: ImageJob[], mediaDir: string, log?: FastifyBaseLogger) {
  const versionFile = path.join(mediaDir, VERSION_FILE);
  const current = await fs.readFile(versionFile, 'utf8').then(
    (text) => text.trim(),
    () => null,
  );
  const missing: ImageJob[] = [];
  for (const job of jobs) {
    const exists =
      current === ARTWORK_VERSION &&
      (await fs.stat(path.join(mediaDir, job.path)).then(
        () => true,
        () => false,
      ));
    if (!exists) missing.push(job);
  }
  if (missing.length === 0) return 0;
  log?.info(`rendering ${missing.length} seed images…`);
  const started = Date.now();
  let next = 0;
  let done = 0;
  // Say how far along a first start is, about every tenth (348 images take about 5 s on two cores).
  const every = Math.max(1, Math.ceil(missing.length / 10));
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      const file = path.join(mediaDir, job.path);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const bytes = await renderSeedImage(job.spec);
      // Write then rename so a crash never leaves half an image that would be skipped later;
      // the temporary name is unique so replicas sharing the folder never write one file twice.
      const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
      done += 1;
      if (done % every === 0 && done < missing.length)
        log?.info(`seeding images ${done}/${missing.length}`);
    }
  };
  await Promise.all([worker(), worker()]);
  if (current !== ARTWORK_VERSION) {
    await fs.mkdir(path.dirname(versionFile), { recursive: true });
    await fs.writeFile(versionFile, `${ARTWORK_VERSION}\n`);
  }
  log?.info(
    `seeding images ${missing.length}/${missing.length}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return missing.length;
}
