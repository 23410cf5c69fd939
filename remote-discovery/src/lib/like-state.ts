/** A like as a heart shows it: liked or not, and how many. */
export interface LikeState {
  liked: boolean;
  count: number;
}

/**
 * The like state after the server's answer to a toggle. What the answer carries wins; a bare
 * success flips the like. Either way the count never goes below zero.
 */
export function reconcileLike(
  current: LikeState,
  answer: { liked?: boolean | undefined; count?: number | undefined },
): LikeState {
  const liked = typeof answer.liked === 'boolean' ? answer.liked : !current.liked;
  const count = typeof answer.count === 'number' ? answer.count : current.count + (liked ? 1 : -1);
  return { liked, count: Math.max(0, count) };
}

/** `reconcileLike` on an entity that keeps its like in `likedKey` and `likes_count`. */
export function withLike<K extends string, T extends Record<K, boolean> & { likes_count: number }>(
  item: T,
  likedKey: K,
  answer: { liked?: boolean | undefined; count?: number | undefined },
): T {
  const next = reconcileLike({ liked: item[likedKey], count: item.likes_count }, answer);
  return { ...item, [likedKey]: next.liked, likes_count: next.count };
}
