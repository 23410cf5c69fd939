/** Reviews and comments: short texts a user posts on a row, answered with their author. */
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { cityReviews, lifestylePhotoComments, users } from '../../db/schema.js';
import { FieldErrorCollector, forbidden, notFound } from '../../lib/errors.js';
import { str } from '../../lib/text.js';

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

/** What a post is called in its messages. */
type PostKind = 'Review' | 'Comment';

/** The trimmed text of a new post, or a 400 naming `content` (spec messages). */
export function postContent(raw: unknown, kind: PostKind, max: number): string {
  const content = str(raw).trim();
  const errors = new FieldErrorCollector();
  if (!content) errors.add('content', `${kind} content is required`);
  else if (content.length > max) {
    errors.add('content', `${kind} must be no more than ${max} characters long`);
  }
  errors.throwIfAny();
  return content;
}

/** Deletes a post its author asked to delete: 404 when there is none, 403 for anyone else's. */
export async function deleteOwnPost(
  post: { id: number; userId: number } | null,
  userId: number,
  kind: PostKind,
  remove: (id: number) => Promise<void>,
): Promise<{ success: true; message: string }> {
  if (!post) throw notFound(`${kind} not found.`);
  if (post.userId !== userId) {
    throw forbidden(`You can only delete your own ${kind.toLowerCase()}s`);
  }
  await remove(post.id);
  return { success: true, message: `${kind} deleted successfully!` };
}
