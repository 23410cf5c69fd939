import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  getTableColumns,
} from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type {
  Article,
  City,
  CityCategory,
  CityContent,
  CityReview,
  FoodItem,
  TransportItem,
  Video,
} from './schemas.js';
import {
  articles,
  cities,
  cityHeroPhotos,
  cityLikes,
  cityReviews,
  guideItems,
  lifestylePhotoLikes,
  lifestylePhotos,
  users,
  videos,
} from '../../db/schema.js';
import { likePattern } from '../../lib/text.js';
import { photoColumns, toLifestylePhoto } from '../lifestyle-photos/mappers.js';

type CityRow = typeof cities.$inferSelect;

const cityColumns = {
  ...getTableColumns(cities),
  likesCount: sql<number>`(select count(*)::int from ${cityLikes} where ${cityLikes.cityId} = ${cities.id})`,
};

const youtubeUrl = (id: string | null) => (id ? `https://www.youtube.com/watch?v=${id}` : null);

const CATEGORY_TEXT = {
  lifestyle: [
    'Lifestyle',
    (c: string) => `Everyday life in ${c} through the lenses of its photographers.`,
  ],
  articles: ['Articles', (c: string) => `Stories, guides and essays about ${c}.`],
  videography: ['Videography', (c: string) => `Films and walks that show ${c} in motion.`],
  food: ['Food', (c: string) => `Dishes, markets and places to eat in ${c}.`],
  transport: ['Transport', (c: string) => `How to get around ${c}: lines, passes and tips.`],
} as const;

/** Reads and writes cities and what hangs off them (likes, reviews, content). */
export class CitiesRepository {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private toCity(row: CityRow & { likesCount: number }, liked: boolean): City {
    const url = this.ctx.mediaUrl;
    return {
      id: row.id,
      name: row.name,
      country: row.country,
      country_part: row.countryPart,
      thumbnail_url: url(row.thumbnailPath),
      image: url(row.imagePath),
      description: row.description,
      formatted_name: `${row.name}, ${row.country}`,
      location: row.location,
      likes_count: Number(row.likesCount),
      is_liked: liked,
    };
  }

  async likedCityIds(userId: number | null): Promise<Set<number>> {
    if (userId === null) return new Set();
    const rows = await this.db
      .select({ cityId: cityLikes.cityId })
      .from(cityLikes)
      .where(eq(cityLikes.userId, userId));
    return new Set(rows.map((r) => r.cityId));
  }

  /** Personalises anonymous city views with the user's likes. */
  async personalise<T extends City>(list: T[], userId: number | null): Promise<T[]> {
    if (userId === null) return list;
    const liked = await this.likedCityIds(userId);
    return list.map((city) => ({ ...city, is_liked: liked.has(city.id) }));
  }

  list(kind: 'all' | 'popular' | 'curated'): Promise<City[]> {
    return this.ctx.views.get(`cities:${kind}`, async () => {
      const base = this.db.select(cityColumns).from(cities).$dynamic();
      const rows =
        kind === 'popular'
          ? await base.where(isNotNull(cities.popularRank)).orderBy(asc(cities.popularRank))
          : kind === 'curated'
            ? // Curated is a different set: a popular city never shows twice on the home page,
              // even in data seeded before the two lists were kept apart.
              await base
                .where(and(isNotNull(cities.curatedRank), isNull(cities.popularRank)))
                .orderBy(asc(cities.curatedRank))
            : await base.orderBy(asc(cities.name));
      return rows.map((row) => this.toCity(row, false));
    });
  }

  async search(term: string): Promise<City[]> {
    const pattern = likePattern(term);
    const rows = await this.db
      .select(cityColumns)
      .from(cities)
      .where(
        or(
          ilike(cities.name, pattern),
          ilike(cities.country, pattern),
          ilike(cities.countryPart, pattern),
        ),
      )
      .orderBy(asc(cities.name))
      .limit(50);
    return rows.map((row) => this.toCity(row, false));
  }

  /** Finds a city by its name, case-insensitively ("new-york" also finds "New York"). */
  async findByName(name: string): Promise<CityRow | null> {
    const wanted = name.trim().toLowerCase();
    if (!wanted || wanted.length > 100) return null;
    // Hot path of every city call: remembered until the next write.
    return this.ctx.views.get(`city-name:${wanted}`, () => this.lookupName(wanted));
  }

  private async lookupName(wanted: string): Promise<CityRow | null> {
    const candidates = [...new Set([wanted, wanted.replace(/[-_]+/g, ' ')])];
    const rows = await this.db
      .select()
      .from(cities)
      .where(inArray(sql`lower(${cities.name})`, candidates))
      .limit(1);
    return rows[0] ?? null;
  }

  async findById(id: number): Promise<CityRow | null> {
    const [row] = await this.db.select().from(cities).where(eq(cities.id, id));
    return row ?? null;
  }

  async heroPhotos(cityId: number): Promise<string[]> {
    const rows = await this.db
      .select({ path: cityHeroPhotos.path })
      .from(cityHeroPhotos)
      .where(eq(cityHeroPhotos.cityId, cityId))
      .orderBy(asc(cityHeroPhotos.position));
    return rows.map((r) => this.ctx.mediaUrl(r.path)!);
  }

  /** The anonymous content view, serialised once per cache generation. */
  async contentJson(name: string): Promise<string | null> {
    const city = await this.findByName(name);
    if (!city) return null;
    return this.ctx.views.get(`content-json:${city.id}`, async () =>
      JSON.stringify(await this.ctx.views.get(`content:${city.id}`, () => this.loadContent(city))),
    );
  }

  /** City details with every category; anonymous view cached, likes overlaid per user. */
  async content(name: string, userId: number | null): Promise<CityContent | null> {
    const city = await this.findByName(name);
    if (!city) return null;
    const view = await this.ctx.views.get(`content:${city.id}`, () => this.loadContent(city));
    if (userId === null) return view;
    const photoIds = view.categories.lifestyle.content.map((p) => p.id);
    const [likedCities, likedPhotos] = await Promise.all([
      this.db
        .select({ cityId: cityLikes.cityId })
        .from(cityLikes)
        .where(and(eq(cityLikes.userId, userId), eq(cityLikes.cityId, city.id))),
      photoIds.length === 0
        ? Promise.resolve([])
        : this.db
            .select({ photoId: lifestylePhotoLikes.photoId })
            .from(lifestylePhotoLikes)
            .where(
              and(
                eq(lifestylePhotoLikes.userId, userId),
                inArray(lifestylePhotoLikes.photoId, photoIds),
              ),
            ),
    ]);
    const liked = new Set(likedPhotos.map((r) => r.photoId));
    return {
      ...view,
      is_liked: likedCities.length > 0,
      categories: {
        ...view.categories,
        lifestyle: {
          ...view.categories.lifestyle,
          content: view.categories.lifestyle.content.map((p) => ({
            ...p,
            liked_by_user: liked.has(p.id),
          })),
        },
      },
    };
  }

  private async loadContent(city: CityRow): Promise<CityContent> {
    const url = this.ctx.mediaUrl;
    const [counted] = await this.db.select(cityColumns).from(cities).where(eq(cities.id, city.id));
    const hero = await this.heroPhotos(city.id);
    const photoRows = await this.db
      .select(photoColumns)
      .from(lifestylePhotos)
      .innerJoin(cities, eq(cities.id, lifestylePhotos.cityId))
      .where(eq(lifestylePhotos.cityId, city.id))
      .orderBy(desc(lifestylePhotos.createdAt), desc(lifestylePhotos.id));
    const articleRows = await this.db
      .select()
      .from(articles)
      .where(eq(articles.cityId, city.id))
      .orderBy(desc(articles.publishedAt), asc(articles.id));
    const videoRows = await this.db
      .select()
      .from(videos)
      .where(eq(videos.cityId, city.id))
      .orderBy(desc(videos.publishedAt), asc(videos.id));
    const guideRows = await this.db
      .select()
      .from(guideItems)
      .where(eq(guideItems.cityId, city.id))
      .orderBy(asc(guideItems.id));

    const lifestyle = photoRows.map((row) => toLifestylePhoto(row, url, false));
    const articleItems: Article[] = articleRows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      image_url: url(row.imagePath),
      thumbnail_url: url(row.imagePath),
      created_at: row.publishedAt.toISOString(),
      published_at: row.publishedAt.toISOString(),
    }));
    const videoItems: Video[] = videoRows.map((row) => ({
      id: row.id,
      title: row.title,
      youtube_url: youtubeUrl(row.youtubeId),
      thumbnail_url: url(row.thumbnailPath),
      description: row.description,
      creator_name: row.creatorName,
      author: row.creatorName,
      created_at: row.publishedAt.toISOString(),
      published_at: row.publishedAt.toISOString(),
    }));
    const guide = (row: (typeof guideRows)[number]): FoodItem => ({
      id: row.id,
      title: row.title,
      description: row.description,
      youtube_url: youtubeUrl(row.youtubeId),
      thumbnail_url: url(row.thumbnailPath),
      creator_name: row.creatorName,
      author: row.creatorName,
      created_at: row.publishedAt.toISOString(),
      published_at: row.publishedAt.toISOString(),
    });
    const food = guideRows.filter((r) => r.section === 'food').map(guide);
    const transport: TransportItem[] = guideRows
      .filter((r) => r.section === 'transport')
      .map((row) => ({
        ...guide(row),
        location: row.location ?? '',
        transport_type: row.transportType ?? '',
      }));

    const category = <Item>(
      key: keyof typeof CATEGORY_TEXT,
      items: Item[],
      thumbnail: string | null,
    ): CityCategory<Item> => ({
      id: `${city.id}-${key}`,
      name: key,
      name_display: CATEGORY_TEXT[key][0],
      description: CATEGORY_TEXT[key][1](city.name),
      count: items.length,
      thumbnail_url: thumbnail ?? hero[0] ?? null,
      content: items,
    });

    return {
      ...this.toCity(counted!, false),
      hero_photos: hero,
      categories: {
        lifestyle: category('lifestyle', lifestyle, lifestyle[0]?.image_url ?? null),
        articles: category('articles', articleItems, articleItems[0]?.thumbnail_url ?? null),
        videography: category('videography', videoItems, videoItems[0]?.thumbnail_url ?? null),
        food: category('food', food, food[0]?.thumbnail_url ?? null),
        transport: category('transport', transport, transport[0]?.thumbnail_url ?? null),
      },
    };
  }

  /** Toggles the user's like; returns the new state and count. */
  async toggleLike(cityId: number, userId: number): Promise<{ liked: boolean; count: number }> {
    const result = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(cityLikes)
        .where(and(eq(cityLikes.cityId, cityId), eq(cityLikes.userId, userId)))
        .returning({ cityId: cityLikes.cityId });
      if (removed.length === 0) {
        await tx.insert(cityLikes).values({ cityId, userId }).onConflictDoNothing();
      }
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(cityLikes)
        .where(eq(cityLikes.cityId, cityId));
      return { liked: removed.length === 0, count: Math.max(0, Number(row?.count ?? 0)) };
    });
    await this.ctx.views.invalidate();
    return result;
  }

  async reviews(cityId: number): Promise<CityReview[]> {
    const rows = await this.db
      .select({
        id: cityReviews.id,
        content: cityReviews.content,
        createdAt: cityReviews.createdAt,
        userId: users.id,
        username: users.username,
      })
      .from(cityReviews)
      .innerJoin(users, eq(users.id, cityReviews.userId))
      .where(eq(cityReviews.cityId, cityId))
      .orderBy(desc(cityReviews.createdAt), desc(cityReviews.id));
    return rows.map((r) => ({
      id: r.id,
      content: r.content,
      created_at: r.createdAt.toISOString(),
      user: { id: r.userId, username: r.username },
    }));
  }

  /** Inserts a review; the unique (city, user) index rejects a second one. */
  async addReview(cityId: number, user: { id: number; username: string }, content: string) {
    const [row] = await this.db
      .insert(cityReviews)
      .values({ cityId, userId: user.id, content })
      .returning();
    return {
      id: row!.id,
      content: row!.content,
      created_at: row!.createdAt.toISOString(),
      user: { id: user.id, username: user.username },
    } satisfies CityReview;
  }

  async findReview(cityId: number, reviewId: number) {
    const [row] = await this.db
      .select()
      .from(cityReviews)
      .where(and(eq(cityReviews.id, reviewId), eq(cityReviews.cityId, cityId)));
    return row ?? null;
  }

  async deleteReview(reviewId: number): Promise<void> {
    await this.db.delete(cityReviews).where(eq(cityReviews.id, reviewId));
  }

  /** Media paths of every city's hero photos (what the heroes show first). */
  async heroPhotoPaths(): Promise<string[]> {
    const rows = await this.db.select({ path: cityHeroPhotos.path }).from(cityHeroPhotos);
    return rows.map((row) => row.path);
  }

  async allCityPhotos(): Promise<{ city_name: string; photos: string[] }[]> {
    const rows = await this.db
      .select({ name: cities.name, path: cityHeroPhotos.path })
      .from(cityHeroPhotos)
      .innerJoin(cities, eq(cities.id, cityHeroPhotos.cityId))
      .orderBy(asc(cities.name), asc(cityHeroPhotos.position));
    const byCity = new Map<string, string[]>();
    for (const row of rows) {
      const list = byCity.get(row.name) ?? [];
      list.push(this.ctx.mediaUrl(row.path)!);
      byCity.set(row.name, list);
    }
    return [...byCity].map(([city_name, photos]) => ({ city_name, photos }));
  }
}
