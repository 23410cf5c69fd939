import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LifestylePhotoComment } from '@citylens/shared/contracts';
import type { AppContext } from '../../app-context.js';
import {
  cities,
  lifestylePhotoComments,
  lifestylePhotoLikes,
  lifestylePhotos,
} from '../../db/schema.js';
import { toggleLike } from '../likes/repository.js';
import { listUserPosts, toUserPost } from '../user-posts/repository.js';
import { photoColumns, toLifestylePhoto, toPhotoOfTheWeek, type PhotoRow } from './mappers.js';

export class LifestylePhotosRepository {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private query() {
    return this.db
      .select(photoColumns)
      .from(lifestylePhotos)
      .innerJoin(cities, eq(cities.id, lifestylePhotos.cityId))
      .$dynamic();
  }

  private async likedIds(userId: number | null, photoIds: number[]): Promise<Set<number>> {
    if (userId === null || photoIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: lifestylePhotoLikes.photoId })
      .from(lifestylePhotoLikes)
      .where(
        and(eq(lifestylePhotoLikes.userId, userId), inArray(lifestylePhotoLikes.photoId, photoIds)),
      );
    return new Set(rows.map((r) => r.id));
  }

  private async present(rows: PhotoRow[], userId: number | null) {
    const liked = await this.likedIds(
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toLifestylePhoto(row, this.ctx.mediaUrl, liked.has(row.id)));
  }

  async list(cityId: number | null, userId: number | null) {
    const q = this.query();
    const rows = await (cityId === null ? q : q.where(eq(lifestylePhotos.cityId, cityId)))
      .orderBy(desc(lifestylePhotos.createdAt), desc(lifestylePhotos.id))
      .limit(500);
    return this.present(rows, userId);
  }

  async get(id: number, userId: number | null) {
    const rows = await this.query().where(eq(lifestylePhotos.id, id));
    const [photo] = await this.present(rows, userId);
    return photo ?? null;
  }

  async findRow(id: number) {
    const [row] = await this.db.select().from(lifestylePhotos).where(eq(lifestylePhotos.id, id));
    return row ?? null;
  }

  async create(values: {
    cityId: number;
    userId: number;
    imagePath: string;
    title: string;
    creatorName: string;
  }) {
    const [row] = await this.db
      .insert(lifestylePhotos)
      .values(values)
      .returning({ id: lifestylePhotos.id });
    await this.ctx.views.invalidate();
    return row!.id;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(lifestylePhotos).where(eq(lifestylePhotos.id, id));
    await this.ctx.views.invalidate();
  }

  async toggleLike(photoId: number, userId: number): Promise<{ liked: boolean; count: number }> {
    const result = await toggleLike(this.db, 'lifestylePhoto', photoId, userId);
    await this.ctx.views.invalidate();
    return result;
  }

  comments(photoId: number): Promise<LifestylePhotoComment[]> {
    return listUserPosts(
      this.db,
      lifestylePhotoComments,
      eq(lifestylePhotoComments.photoId, photoId),
      'oldest first',
    );
  }

  async addComment(
    photoId: number,
    user: { id: number; username: string },
    content: string,
  ): Promise<LifestylePhotoComment> {
    const [row] = await this.db
      .insert(lifestylePhotoComments)
      .values({ photoId, userId: user.id, content })
      .returning();
    await this.ctx.views.invalidate();
    return toUserPost(row!, user);
  }

  async findComment(photoId: number, commentId: number) {
    const [row] = await this.db
      .select()
      .from(lifestylePhotoComments)
      .where(
        and(eq(lifestylePhotoComments.id, commentId), eq(lifestylePhotoComments.photoId, photoId)),
      );
    return row ?? null;
  }

  async deleteComment(commentId: number): Promise<void> {
    await this.db.delete(lifestylePhotoComments).where(eq(lifestylePhotoComments.id, commentId));
    await this.ctx.views.invalidate();
  }

  async photosOfTheWeek() {
    const rows = await this.query()
      .where(isNotNull(lifestylePhotos.weekRank))
      .orderBy(asc(lifestylePhotos.weekRank));
    return rows.map((row) => toPhotoOfTheWeek(row, this.ctx.mediaUrl));
  }
}
