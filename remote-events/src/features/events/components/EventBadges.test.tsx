import { screen } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import { EventBadges } from './EventBadges';

/** Freezes the visitor's clock at a local date and time. */
function setClock(...local: [number, number, number, number, number]) {
  jest.useFakeTimers({ now: new Date(...local) });
}

afterEach(() => jest.useRealTimers());

const badges = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

function badgeAt(clock: [number, number, number, number, number], eventDate: string) {
  setClock(...clock);
  const view = renderWithProviders(
    <EventBadges eventId={1} eventDate={eventDate} booked={false} />,
  );
  const text = badges();
  view.unmount();
  return text;
}

test('around midnight the countdown follows the local calendar day, not the hours left', () => {
  // One minute before midnight: an event tomorrow is "Tomorrow", though it is 1 minute away.
  expect(badgeAt([2026, 10, 21, 23, 59], '2026-11-22')).toEqual(['Tomorrow']);
  expect(badgeAt([2026, 10, 21, 23, 59], '2026-11-21')).toEqual(['Today!']);
  // Just after midnight the same event is today.
  expect(badgeAt([2026, 10, 22, 0, 0], '2026-11-22')).toEqual(['Today!']);
  expect(badgeAt([2026, 10, 22, 0, 1], '2026-11-24')).toEqual(['2 days away']);
  // Early in the morning, an event the next day is still "Tomorrow" (not "2 days away").
  expect(badgeAt([2026, 10, 22, 0, 1], '2026-11-23')).toEqual(['Tomorrow']);
});

test('the countdown runs across months, years and a leap day', () => {
  expect(badgeAt([2026, 0, 31, 22, 0], '2026-02-01')).toEqual(['Tomorrow']);
  expect(badgeAt([2026, 10, 30, 12, 0], '2026-12-01')).toEqual(['Tomorrow']);
  expect(badgeAt([2026, 11, 31, 23, 30], '2027-01-01')).toEqual(['Tomorrow']);
  expect(badgeAt([2026, 11, 30, 9, 0], '2027-01-02')).toEqual(['3 days away']);
  expect(badgeAt([2026, 11, 25, 9, 0], '2027-01-24')).toEqual(['30 days away']);
  expect(badgeAt([2028, 1, 28, 18, 0], '2028-03-01')).toEqual(['2 days away']);
  expect(badgeAt([2027, 1, 28, 18, 0], '2027-03-01')).toEqual(['Tomorrow']);
});

test('past events get no countdown; a booked event says "Booked"', () => {
  expect(badgeAt([2027, 0, 1, 0, 0], '2026-12-31')).toEqual([]);
  setClock(2027, 0, 1, 0, 0);
  renderWithProviders(<EventBadges eventId={1} eventDate="2026-12-31" booked />);
  expect(badges()).toEqual(['Booked']);
  expect(screen.getByRole('list', { name: 'Event status' })).toBeInTheDocument();
});

test('booked and upcoming: both badges', () => {
  setClock(2026, 10, 22, 8, 0);
  renderWithProviders(<EventBadges eventId={1} eventDate="2026-11-29" booked />);
  expect(badges()).toEqual(['7 days away', 'Booked']);
});
