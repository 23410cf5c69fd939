import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/client.js';
import {
  appMeta,
  articles,
  cities,
  cityHeroPhotos,
  cityLikes,
  cityReviews,
  events,
  frames,
  guideItems,
  lifestylePhotoComments,
  lifestylePhotoLikes,
  lifestylePhotos,
  users,
  videos,
} from '../db/schema.js';
import { hashPassword } from '../services/auth/passwords.js';
import { renderSeedImage } from './artwork/index.js';
import { cityStyle, cityStyles } from './artwork/landmarks.js';
import { seedCities } from './data/cities.js';
import { DEMO_USER, paintingFrames, pictureFrames, seedPeople } from './data/catalogue.js';
import {
  articlesFor,
  cameraFor,
  cityImages,
  commentText,
  creatorFor,
  reviewText,
  rng,
  videosFor,
  weekPhoto,
  weekTags,
  youtubeId,
  type ImageJob,
} from './plan.js';
import { scheduleSeedEvents, seedEventList } from './schedule.js';

export interface SeedOptions {
  /** Three cities instead of all (tests). */
  small?: boolean;
  /** Render artwork files (skipping those that exist). Default true. */
  images?: boolean;
  /** Add the demo account (when missing). Default false: production data has none. */
  demo?: boolean;
  log?: FastifyBaseLogger;
}

const SEED_KEY = 'seeded_at';
const DAY_MS = 86_400_000;

const frameCatalogues = [
  ['picture', pictureFrames],
  ['painting', paintingFrames],
] as const;
const framePath = (kind: 'picture' | 'painting', n: number, color: 'black' | 'brown') =>
  `seed/frames/${kind}-${n + 1}-${color}.jpg`;

/** Every artwork file the seed refers to, with the caption it is shown with. */
export function seedImageJobs(small = false): ImageJob[] {
  const list = small ? seedCities.slice(0, 3) : seedCities;
  const jobs = list.flatMap((city, i) => cityImages(city, i).jobs);
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

/** Seeds the database once (deterministic for a given day) and makes sure its images exist. */
export async function seedDatabase(
  ctx: Pick<AppContext, 'db' | 'clock' | 'views' | 'mediaDir'>,
  options: SeedOptions = {},
): Promise<boolean> {
  const { db, clock } = ctx;
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (!done) {
    options.log?.info('seeding the database…');
    await insertSeed(db, clock(), options.small ?? false);
  }
  const demoAdded = options.demo ? await ensureDemoUser(db, clock()) : false;
  const retagged = done ? await retagPhotosOfTheWeek(db) : 0;
  if (!done || demoAdded || retagged > 0) await ctx.views.invalidate();
  if (options.images ?? true) {
    await renderImages(
      await eventPosterJobs(db, seedImageJobs(options.small)),
      ctx.mediaDir,
      options.log,
    );
  }
  return !done;
}

/**
 * Data seeded before the tags came from the pictures keeps its old ones (a night lane tagged
 * "golden hour"): give each seeded photo of the week the tags of its picture's scene. Photos
 * people uploaded are not the seed's and are left alone. Returns how many changed.
 */
async function retagPhotosOfTheWeek(db: Db): Promise<number> {
  const seeded = new Map(
    seedCities.flatMap((city, index) =>
      cityImages(city, index).lifestyle.map((path, n) => [
        path,
        weekTags(city, city.lifestyle[n]!),
      ]),
    ),
  );
  const rows = await db
    .select({ id: lifestylePhotos.id, path: lifestylePhotos.imagePath, tags: lifestylePhotos.tags })
    .from(lifestylePhotos)
    .where(isNotNull(lifestylePhotos.weekRank));
  let changed = 0;
  for (const row of rows) {
    const tags = seeded.get(row.path);
    if (!tags || tags.join() === row.tags.join()) continue;
    await db.update(lifestylePhotos).set({ tags }).where(eq(lifestylePhotos.id, row.id));
    changed += 1;
  }
  return changed;
}

/** The demo account, added once when asked for (also to data seeded without it). */
async function ensureDemoUser(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, DEMO_USER.username.toLowerCase()));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_USER.password, { startup: true });
  const inserted = await db
    .insert(users)
    .values({
      username: DEMO_USER.username,
      email: DEMO_USER.email,
      passwordHash,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      dateJoined: new Date(now.getTime() - 60 * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** Poster artwork carries each event's own name and city (as stored, for data seeded earlier). */
async function eventPosterJobs(db: Db, jobs: ImageJob[]): Promise<ImageJob[]> {
  const rows = await db
    .select({ name: events.name, city: events.cityName, path: events.thumbnailPath })
    .from(events);
  const byPath = new Map(rows.map((r) => [r.path, r]));
  return jobs.map((job) => {
    const row = byPath.get(job.path);
    if (!row) return job;
    const palette = cityStyles[row.city]?.palette.colors[1] ?? job.spec.palette;
    return { ...job, spec: { ...job.spec, title: row.name, subtitle: row.city, palette } };
  });
}

async function insertSeed(db: Db, now: Date, small: boolean): Promise<void> {
  const random = rng(20251121);
  const list = small ? seedCities.slice(0, 3) : seedCities;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysAgo = (n: number, hour = 9) =>
    new Date(today.getTime() - n * DAY_MS + hour * 3_600_000);
  // Hash outside the transaction: argon2 is slow by design.
  // Seed people cannot sign in: their passwords are random and never shown.
  const peopleHashes = await Promise.all(
    seedPeople.map(() => hashPassword(randomBytes(24).toString('base64url'), { startup: true })),
  );

  await db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        seedPeople.map((p, n) => ({
          username: p.username,
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          passwordHash: peopleHashes[n]!,
          dateJoined: daysAgo(120 - n * 7),
        })),
      )
      .returning({ id: users.id });

    const weekPicks: number[] = [];
    const popularCount = Math.ceil(list.length / 2);

    for (const [index, city] of list.entries()) {
      const images = cityImages(city, index);
      const [row] = await tx
        .insert(cities)
        .values({
          name: city.name,
          country: city.country,
          countryPart: city.countryPart,
          location: city.location,
          description: city.description,
          thumbnailPath: images.thumb,
          imagePath: images.hero[0],
          // Popular: the first half of the list; curated: the other half, so no city is in both.
          popularRank: index < popularCount ? index + 1 : null,
          curatedRank: index >= popularCount ? index - popularCount + 1 : null,
        })
        .returning({ id: cities.id });
      const cityId = row!.id;

      await tx
        .insert(cityHeroPhotos)
        .values(images.hero.map((p, position) => ({ cityId, path: p, position })));

      const photoIds = await tx
        .insert(lifestylePhotos)
        .values(
          city.lifestyle.map(({ title }, n) => ({
            cityId,
            userId: n === 0 ? people[index % people.length]!.id : null,
            imagePath: images.lifestyle[n]!,
            title,
            creatorName: creatorFor(index + n),
            createdAt: daysAgo(index + n * 3 + 1, 8 + n),
          })),
        )
        .returning({ id: lifestylePhotos.id });
      // The photo weekPhoto() names: its tags come from its picture.
      weekPicks.push(photoIds[index % photoIds.length]!.id);

      await tx.insert(articles).values(
        articlesFor(city).map((a, n) => ({
          cityId,
          title: a.title,
          content: a.content,
          imagePath: images.articles[n]!,
          publishedAt: daysAgo(5 + n * 9 + index),
        })),
      );
      await tx.insert(videos).values(
        videosFor(city).map((v, n) => ({
          cityId,
          title: v.title,
          description: v.description,
          youtubeId: youtubeId(random),
          thumbnailPath: images.videos[n]!,
          creatorName: creatorFor(index + n + 3),
          publishedAt: daysAgo(3 + n * 11 + index),
        })),
      );
      await tx.insert(guideItems).values([
        ...city.dishes.map((d, n) => ({
          cityId,
          section: 'food' as const,
          title: d.name,
          description: d.description,
          youtubeId: n % 2 === 0 ? youtubeId(random) : null,
          thumbnailPath: images.food[n]!,
          creatorName: creatorFor(index + n + 5),
          publishedAt: daysAgo(2 + n * 6 + index),
        })),
        ...city.transport.map((t, n) => ({
          cityId,
          section: 'transport' as const,
          title: t.title,
          description: t.description,
          youtubeId: n === 0 ? youtubeId(random) : null,
          thumbnailPath: images.transport[n]!,
          creatorName: creatorFor(index + n + 7),
          location: t.location,
          transportType: t.type,
          publishedAt: daysAgo(4 + n * 8 + index),
        })),
      ]);

      // Two reviews per city from different people; likes from a few.
      await tx.insert(cityReviews).values(
        [0, 2].map((offset, n) => ({
          cityId,
          userId: people[(index + offset) % people.length]!.id,
          content: reviewText(city, index + n),
          createdAt: daysAgo(index + n * 4 + 2, 12 + n),
        })),
      );
      await tx
        .insert(cityLikes)
        .values(
          people.slice(0, 1 + ((index * 3) % people.length)).map((p) => ({ cityId, userId: p.id })),
        );
      await tx.insert(lifestylePhotoComments).values(
        [0, 1].map((n) => ({
          photoId: photoIds[n]!.id,
          userId: people[(index + n + 1) % people.length]!.id,
          content: commentText(index + n),
          createdAt: daysAgo(index, 15 + n),
        })),
      );
      await tx
        .insert(lifestylePhotoLikes)
        .values(
          people.slice(0, 2 + (index % 3)).map((p) => ({ photoId: photoIds[0]!.id, userId: p.id })),
        );
    }

    await tx.insert(events).values(
      scheduleSeedEvents(today, small).map(({ event, city, eventDate, eventTime }, n) => ({
        name: event.name,
        cityName: city.name,
        country: city.country,
        eventDate,
        eventTime,
        location: event.venue,
        description: event.description,
        category: event.category,
        thumbnailPath: `seed/events/event-${n + 1}.jpg`,
      })),
    );

    // Photos of the week: one per city, ranked, with camera details and the tags of its scene.
    for (const [rank, photoId] of weekPicks.entries()) {
      const city = list[rank]!;
      const photo = weekPhoto(city, rank);
      await tx
        .update(lifestylePhotos)
        .set({
          weekRank: rank + 1,
          cameraInfo: cameraFor(rank),
          tags: weekTags(city, photo),
          weekDescription: `Chosen by the CityLens editors: ${photo.title} captures ${city.name} the way locals see it.`,
        })
        .where(eq(lifestylePhotos.id, photoId));
    }
    if (small) {
      // A small seed still offers eight photos of the week, as the home page shows.
      const extra = await tx
        .select({ id: lifestylePhotos.id, title: lifestylePhotos.title, city: cities.name })
        .from(lifestylePhotos)
        .innerJoin(cities, eq(cities.id, lifestylePhotos.cityId))
        .orderBy(lifestylePhotos.id)
        .limit(8 + weekPicks.length);
      let rank = weekPicks.length;
      for (const { id, title, city: cityName } of extra
        .filter((e) => !weekPicks.includes(e.id))
        .slice(0, 8 - weekPicks.length)) {
        rank += 1;
        const city = list.find((c) => c.name === cityName)!;
        const photo = city.lifestyle.find((p) => p.title === title)!;
        await tx
          .update(lifestylePhotos)
          .set({
            weekRank: rank,
            cameraInfo: cameraFor(rank),
            tags: weekTags(city, photo),
            weekDescription: 'Chosen by the CityLens editors.',
          })
          .where(eq(lifestylePhotos.id, id));
      }
    }

    await tx.insert(frames).values(
      frameCatalogues.flatMap(([kind, catalogue]) =>
        catalogue.map((f, n) => ({
          kind,
          name: f.name,
          description: f.description,
          frameSize: f.size,
          price: f.price,
          blackImagePath: framePath(kind, n, 'black'),
          brownImagePath: framePath(kind, n, 'brown'),
        })),
      ),
    );

    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
  });
}
