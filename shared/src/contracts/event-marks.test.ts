import { queryKeys } from './query-keys';
import { eventMarkSetOf, readEventMarks, withEventMarks } from './event-marks';

describe('event marks', () => {
  it('are read for their own user only', () => {
    const raw = JSON.stringify({ user: '7', booked: [1, 2], liked: [3] });
    expect(readEventMarks(raw, 7)).toEqual({ booked: [1, 2], liked: [3] });
    expect(readEventMarks(raw, 8)).toEqual({});
    expect(readEventMarks(raw, null)).toEqual({});
    expect(readEventMarks(null, 7)).toEqual({});
    expect(readEventMarks('not json', 7)).toEqual({});
  });

  it('write or drop one set, and start over for another user', () => {
    const raw = JSON.stringify({ user: '7', booked: [1], liked: [3] });
    expect(withEventMarks(raw, 7, 'booked', [1, 5])).toEqual({
      user: '7',
      booked: [1, 5],
      liked: [3],
    });
    expect(withEventMarks(raw, 7, 'liked', null)).toEqual({ user: '7', booked: [1] });
    expect(withEventMarks(raw, 9, 'liked', [4])).toEqual({ user: '9', liked: [4] });
  });

  it('come from the booked and liked sets only, not from the bookings under them', () => {
    expect(eventMarkSetOf(queryKeys.events.booked(7))).toEqual({ set: 'booked', userId: 7 });
    expect(eventMarkSetOf(queryKeys.events.liked(7))).toEqual({ set: 'liked', userId: 7 });
    expect(eventMarkSetOf(queryKeys.events.bookings(7))).toBeNull();
    expect(eventMarkSetOf(queryKeys.events.booked(null))).toBeNull();
    expect(eventMarkSetOf(queryKeys.events.list())).toBeNull();
  });
});
