import { reconcileLike, withLike } from './like-state';

test('the server’s verdict wins', () => {
  expect(reconcileLike({ liked: false, count: 3 }, { liked: true, count: 7 })).toEqual({
    liked: true,
    count: 7,
  });
});

test('a bare success flips the like and moves the count by one', () => {
  expect(reconcileLike({ liked: false, count: 3 }, {})).toEqual({ liked: true, count: 4 });
  expect(reconcileLike({ liked: true, count: 3 }, {})).toEqual({ liked: false, count: 2 });
});

test('the count never goes below zero', () => {
  expect(reconcileLike({ liked: true, count: 0 }, {})).toEqual({ liked: false, count: 0 });
  expect(reconcileLike({ liked: false, count: 0 }, { liked: false, count: -1 }).count).toBe(0);
});

test('withLike writes the verdict into the entity’s own fields', () => {
  const photo = { id: 1, liked_by_user: false, likes_count: 2 };
  expect(withLike(photo, 'liked_by_user', {})).toEqual({
    id: 1,
    liked_by_user: true,
    likes_count: 3,
  });
});
