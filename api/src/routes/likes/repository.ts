/** Likes of cities, events and lifestyle photos: one row per user and liked row. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cityLikes, eventLikes, lifestylePhotoLikes } from '../../db/schema.js';

/** Each like table (all built by `userMarkTable`) with the key of the liked row's id. */
const likeTables = {
  city: { table: cityLikes, key: 'cityId' },
  event: { table: eventLikes, key: 'eventId' },
  lifestylePhoto: { table: lifestylePhotoLikes, key: 'photoId' },
} as const;

/** Likes `targetId` for the user, or unlikes it when already liked; returns the new state and count. */
export function toggleLike(
  db: Db,
  kind: keyof typeof likeTables,
  targetId: number,
  userId: number,
): Promise<{ liked: boolean; count: number }> {
  const { table, key } = likeTables[kind];
  const target = table[key as keyof typeof table] as typeof cityLikes.cityId;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(table)
      .where(and(eq(target, targetId), eq(table.userId, userId)))
      .returning({ id: target });
    if (removed.length === 0) {
      await tx
        .insert(table)
        // The tables differ only in the name of that key, which TypeScript cannot follow here.
        .values({ [key]: targetId, userId } as never)
        .onConflictDoNothing();
    }
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(target, targetId));
    return { liked: removed.length === 0, count: Math.max(0, Number(row?.count ?? 0)) };
  });
}
