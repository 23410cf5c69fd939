import {
  and,
  asc,
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
import type { City, CityContent } from './schemas.js';
import { cities, cityHeroPhotos, cityLikes, lifestylePhotoLikes } from '../../db/schema.js';
import { toggleLike } from '../likes/repository.js';
import { likePattern } from '../../lib/text.js';
import { loadCityContent } from './content.js';

type CityRow = typeof cities.$inferSelect;

const cityColumns = {
  ...getTableColumns(cities),
  likesCount: sql<number>`(select count(*)::int from ${cityLikes} where ${cityLikes.cityId} = ${cities.id})`,
};

/** Reads and writes cities and what hangs off them (likes, hero photos, content). */
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
    const [counted] = await this.db.select(cityColumns).from(cities).where(eq(cities.id, city.id));
    const hero = await this.heroPhotos(city.id);
    return loadCityContent(this.db, this.ctx.mediaUrl, city, this.toCity(counted!, false), hero);
  }

  /** Toggles the user's like; returns the new state and count. */
  async toggleLike(cityId: number, userId: number): Promise<{ liked: boolean; count: number }> {
    const result = await toggleLike(this.db, 'city', cityId, userId);
    await this.ctx.views.invalidate();
    return result;
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
