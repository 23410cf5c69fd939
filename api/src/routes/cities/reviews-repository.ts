import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { cityReviews, users } from '../../db/schema.js';
import type { CityReview } from './schemas.js';

/** A city's reviews: one per user and city, newest first. */
export class CityReviewsRepository {
  constructor(private readonly db: AppContext['db']) {}

  async list(cityId: number): Promise<CityReview[]> {
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
  async add(cityId: number, user: { id: number; username: string }, content: string) {
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

  async find(cityId: number, reviewId: number) {
    const [row] = await this.db
      .select()
      .from(cityReviews)
      .where(and(eq(cityReviews.id, reviewId), eq(cityReviews.cityId, cityId)));
    return row ?? null;
  }

  async delete(reviewId: number): Promise<void> {
    await this.db.delete(cityReviews).where(eq(cityReviews.id, reviewId));
  }
}
