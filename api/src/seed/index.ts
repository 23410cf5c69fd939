import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/client.js';
import { appMeta, events, lifestylePhotos, users } from '../db/schema.js';
import { hashPassword } from '../services/auth/passwords.js';
import { cityStyles } from './artwork/landmarks.js';
import { seedCities } from './data/cities.js';
import { DEMO_USER } from './data/catalogue.js';
import { renderImages, seedImageJobs } from './images.js';
import { DAY_MS, insertSeed, SEED_KEY } from './insert.js';
import { cityImages, weekTags, type ImageJob } from './plan.js';

export { ARTWORK_VERSION, renderImages, seedImageJobs } from './images.js';

export interface SeedOptions {
  /** Three cities instead of all (tests). */
  small?: boolean;
  /** Render artwork files (skipping those that exist). Default true. */
  images?: boolean;
  /** Add the demo account (when missing). Default false: production data has none. */
  demo?: boolean;
  log?: FastifyBaseLogger;
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
