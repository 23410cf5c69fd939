import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { cityReviews } from '../../db/schema.js';
import { listUserPosts, toUserPost } from '../user-posts/repository.js';
import type { CityReview } from './schemas.js';

/** A city's reviews: one per user and city, newest first. */
export class CityReviewsRepository {
  constructor(private readonly db: AppContext['db']) {}

  list(cityId: number): Promise<CityReview[]> {
    return listUserPosts(this.db, cityReviews, eq(cityReviews.cityId, cityId), 'newest first');
  }

  /** Inserts a review; the unique (city, user) index rejects a second one. */
  async add(cityId: number, user: { id: number; username: string }, content: string) {
    const [row] = await this.db
      .insert(cityReviews)
      .values({ cityId, userId: user.id, content })
      .returning();
    return toUserPost(row!, user) satisfies CityReview;
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
