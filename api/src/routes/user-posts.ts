/** Reviews and comments: short texts a user posts on a row, answered with their author. */
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { cityReviews, lifestylePhotoComments, users } from '../db/schema.js';

type PostTable = typeof cityReviews | typeof lifestylePhotoComments;

export interface UserPost {
  id: number;
  content: string;
  created_at: string;
  user: { id: number; username: string };
}

/** The answer for a post row written by `user`. */
export function toUserPost(
  row: { id: number; content: string; createdAt: Date },
  user: { id: number; username: string },
): UserPost {
  return {
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    user: { id: user.id, username: user.username },
  };
}

/** The posts of `table` that match `where`, with their authors, by creation time then id. */
export async function listUserPosts(
  db: AppContext['db'],
  table: PostTable,
  where: SQL,
  order: 'newest first' | 'oldest first',
): Promise<UserPost[]> {
  const direction = order === 'newest first' ? desc : asc;
  const rows = await db
    .select({
      id: table.id,
      content: table.content,
      createdAt: table.createdAt,
      userId: users.id,
      username: users.username,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(where)
    .orderBy(direction(table.createdAt), direction(table.id));
  return rows.map((r) => toUserPost(r, { id: r.userId, username: r.username }));
}
