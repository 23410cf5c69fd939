import type { Db } from '../db/client.js';
import {
  articles,
  cities,
  cityHeroPhotos,
  cityLikes,
  cityReviews,
  guideItems,
  lifestylePhotoComments,
  lifestylePhotoLikes,
  lifestylePhotos,
  videos,
} from '../db/schema.js';
import type { SeedCity } from './data/cities.js';
import {
  articlesFor,
  cityImages,
  commentText,
  creatorFor,
  reviewText,
  videosFor,
  youtubeId,
} from './plan.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What every step of one seed shares: its cities, its people, its day and its random draws. */
export interface SeedRun {
  tx: Tx;
  list: readonly SeedCity[];
  people: { id: number }[];
  /** A moment `n` days before the seed's day, at `hour` UTC. */
  daysAgo: (n: number, hour?: number) => Date;
  /** The seed's random draws, taken in one order: every seed of a day is the same. */
  random: () => number;
  small: boolean;
}

/** One city as the seed inserts it: its place in the list, its row's id and its pictures. */
interface CityInSeed {
  city: SeedCity;
  index: number;
  cityId: number;
  images: ReturnType<typeof cityImages>;
}

/** One city and all it holds. Gives the id of the photo weekPhoto() names for it. */
export async function insertCity(run: SeedRun, city: SeedCity, index: number): Promise<number> {
  const { tx, list } = run;
  const images = cityImages(city, index);
  const popularCount = Math.ceil(list.length / 2);
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
  const inSeed: CityInSeed = { city, index, cityId, images };
  const photoIds = await insertLifestylePhotos(run, inSeed);
  await insertStories(run, inSeed);
  await insertGuide(run, inSeed);
  await insertVisitorVoices(run, inSeed, photoIds);
  // The photo weekPhoto() names: its tags come from its picture.
  return photoIds[index % photoIds.length]!.id;
}

function insertLifestylePhotos(run: SeedRun, { city, index, cityId, images }: CityInSeed) {
  const { tx, people, daysAgo } = run;
  return tx
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
}

/** The city's articles and videos. */
async function insertStories(run: SeedRun, { city, index, cityId, images }: CityInSeed) {
  const { tx, daysAgo, random } = run;
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
}

/** The city's guide: its food, then its transport. */
async function insertGuide(run: SeedRun, { city, index, cityId, images }: CityInSeed) {
  const { tx, daysAgo, random } = run;
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
}

/** Two reviews per city from different people; likes from a few; comments on its photos. */
async function insertVisitorVoices(
  run: SeedRun,
  { city, index, cityId }: CityInSeed,
  photoIds: { id: number }[],
) {
  const { tx, people, daysAgo } = run;
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
