import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appMeta, cities, events, frames, lifestylePhotos, users } from '../db/schema.js';
import { hashPassword } from '../services/auth/passwords.js';
import { seedCities } from './data/cities.js';
import { seedPeople } from './data/catalogue.js';
import { frameCatalogues, framePath } from './images.js';
import { cameraFor, rng, weekPhoto, weekTags } from './plan.js';
import { scheduleSeedEvents } from './schedule.js';
import { insertCity, type SeedRun, type Tx } from './insert-city.js';

/** Marks a seeded database (its value: when). */
export const SEED_KEY = 'seeded_at';
export const DAY_MS = 86_400_000;

/** The whole seed, in one transaction: people, cities and all they hold, events, frames. */
export async function insertSeed(db: Db, now: Date, small: boolean): Promise<void> {
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
    const people = await insertPeople(tx, peopleHashes, daysAgo);
    const run: SeedRun = { tx, list, people, daysAgo, random, small };
    const weekPicks: number[] = [];
    for (const [index, city] of list.entries()) weekPicks.push(await insertCity(run, city, index));
    await insertEvents(run, today);
    await rankPhotosOfTheWeek(run, weekPicks);
    await insertFrames(tx);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
  });
}

/** The seed's people, who write its reviews and comments. */
function insertPeople(tx: Tx, passwordHashes: string[], daysAgo: SeedRun['daysAgo']) {
  return tx
    .insert(users)
    .values(
      seedPeople.map((p, n) => ({
        username: p.username,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        passwordHash: passwordHashes[n]!,
        dateJoined: daysAgo(120 - n * 7),
      })),
    )
    .returning({ id: users.id });
}

function insertEvents({ tx, small }: SeedRun, today: Date) {
  return tx.insert(events).values(
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
}

/** Photos of the week: one per city, ranked, with camera details and the tags of its scene. */
async function rankPhotosOfTheWeek(run: SeedRun, weekPicks: number[]) {
  const { tx, list } = run;
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
  if (run.small) await rankMorePhotosForASmallSeed(run, weekPicks);
}

/** A small seed still offers eight photos of the week, as the home page shows. */
async function rankMorePhotosForASmallSeed({ tx, list }: SeedRun, weekPicks: number[]) {
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

function insertFrames(tx: Tx) {
  return tx.insert(frames).values(
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
}
