import { queryKeys, readEventMarks, storageKeys } from '@citylens/shared/contracts';
import { createQueryClient } from './query-client';

const stored = (userId: number) =>
  readEventMarks(localStorage.getItem(storageKeys.eventMarks), userId);

beforeEach(() => localStorage.clear());

describe('the page’s query client keeps the visitor’s event marks', () => {
  it('with the booked and liked ids last answered or set', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.events.booked(7), { ids: [4, 9] });
    queryClient.setQueryData(queryKeys.events.liked(7), { ids: [2] });
    expect(stored(7)).toEqual({ booked: [4, 9], liked: [2] });
    queryClient.setQueryData(queryKeys.events.booked(7), { ids: [4, 9, 11] });
    expect(stored(7).booked).toEqual([4, 9, 11]);
  });

  it('drops a set marked out of date, and keeps one only collected from the cache', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.events.booked(7), { ids: [4] });
    queryClient.setQueryData(queryKeys.events.liked(7), { ids: [2] });
    // A booking cancelled from the profile: the ids may have changed.
    await queryClient.invalidateQueries({ queryKey: queryKeys.events.booked(7) });
    expect(stored(7)).toEqual({ liked: [2] });
    // Left unobserved a while (another page of the site): still the visitor's likes.
    queryClient.removeQueries({ queryKey: queryKeys.events.liked(7) });
    expect(stored(7)).toEqual({ liked: [2] });
  });

  it('leaves them alone for other answers', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.events.bookings(7), []);
    queryClient.setQueryData(queryKeys.events.list(), []);
    expect(localStorage.getItem(storageKeys.eventMarks)).toBeNull();
  });
});
