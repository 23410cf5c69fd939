import { storageKeys } from '../src/contracts/storage-keys';
import { visitorMarker } from '../src/contracts/server-render';
import { eventMark, readEventMarks } from '../src/contracts/event-marks';
import { CART_COOKIE, cartCookie, cartLinesFromCookie } from '../src/contracts/cart-cookie';
import type { CartItem } from '../src/contracts/entities';
import { VISITOR_MARKER } from './serve';

/** The page's first script, as the browser runs it from the head. */
const runMarker = () => new Function(VISITOR_MARKER)();
const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute(visitorMarker.attribute);
  html.removeAttribute(visitorMarker.consentAttribute);
  html.removeAttribute(visitorMarker.cartAttribute);
  html.removeAttribute(visitorMarker.bookedEventsAttribute);
  html.removeAttribute(visitorMarker.likedEventsAttribute);
  html.removeAttribute('style');
  document.cookie = `${CART_COOKIE}=; Path=/; Max-Age=0`;
});

test('a stored session marks the document signed in, with the display name the header shows', () => {
  localStorage.setItem(storageKeys.accessToken, 'access');
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({
      id: 7,
      username: 'ana_travels',
      email: 'ana@example.com',
      name: ' Ana "Lu" ',
    }),
  );
  runMarker();
  expect(html.getAttribute(visitorMarker.attribute)).toBe(visitorMarker.signedIn);
  expect(html.style.getPropertyValue(visitorMarker.nameProperty)).toBe('"Ana \\"Lu\\""');
  expect(html.style.getPropertyValue(visitorMarker.initialProperty)).toBe('"A"');
});

test('without a name the username is shown, as displayName does', () => {
  localStorage.setItem(storageKeys.accessToken, 'access');
  localStorage.setItem(storageKeys.user, JSON.stringify({ id: 7, username: 'ana_travels' }));
  runMarker();
  expect(html.style.getPropertyValue(visitorMarker.nameProperty)).toBe('"ana_travels"');
});

test.each([
  ['no access token', null, JSON.stringify({ id: 7, username: 'ana' })],
  ['no stored user', 'access', null],
  ['a stored user that is not one', 'access', JSON.stringify({ id: 7 })],
  ['unreadable JSON', 'access', '{'],
])('%s: the document stays signed out', (_, token, user) => {
  if (token) localStorage.setItem(storageKeys.accessToken, token);
  if (user) localStorage.setItem(storageKeys.user, user);
  runMarker();
  expect(html.hasAttribute(visitorMarker.attribute)).toBe(false);
});

test.each([
  ['accepted', true],
  ['declined', true],
  ['customized', true],
  ['maybe', false],
  [null, false],
])(
  'a stored cookie choice of %s marks the document for the banner to stay hidden: %s',
  (choice, marked) => {
    if (choice) localStorage.setItem(storageKeys.cookieConsent, choice);
    runMarker();
    expect(html.hasAttribute(visitorMarker.consentAttribute)).toBe(marked);
    // The choice is marked whether or not a session is stored.
    expect(html.hasAttribute(visitorMarker.attribute)).toBe(false);
  },
);

const line = (id: number, quantity: number, kind: CartItem['kind'] = 'picture'): CartItem => ({
  id,
  kind,
  name: `Frame ${id}`,
  price: 10,
  frame_size: '30x40',
  black_image_url: '/b.jpg',
  brown_image_url: '/r.jpg',
  selectedColor: 'black',
  quantity,
});

test('a cart cookie marks the document with the count the header’s CART shows', () => {
  document.cookie = cartCookie([line(3, 2), line(1, 4, 'painting')]);
  runMarker();
  expect(html.hasAttribute(visitorMarker.cartAttribute)).toBe(true);
  expect(html.style.getPropertyValue(visitorMarker.cartCountProperty)).toBe('"6"');
  expect(html.style.getPropertyValue(visitorMarker.cartBadgeProperty)).toBe('"6"');
});

test('the count is the one the server reads from the same cookie: forged and repeated lines are not counted', () => {
  const value =
    'picture-3-black-2.picture-3-black-9.painting-1-red-5.picture-x-black-1.painting-2-brown-10';
  document.cookie = `${CART_COOKIE}=${value}; Path=/`;
  runMarker();
  const counted = cartLinesFromCookie(document.cookie).reduce((sum, l) => sum + l.quantity, 0);
  expect(counted).toBe(12);
  expect(html.style.getPropertyValue(visitorMarker.cartCountProperty)).toBe(`"${counted}"`);
});

test('past 99 the badge reads 99+, as the header’s does, and the footer’s count stays whole', () => {
  document.cookie = cartCookie(Array.from({ length: 12 }, (_, i) => line(i + 1, 10)));
  runMarker();
  expect(html.style.getPropertyValue(visitorMarker.cartBadgeProperty)).toBe('"99+"');
  expect(html.style.getPropertyValue(visitorMarker.cartCountProperty)).toBe('"120"');
});

test('an empty cart, or none, leaves the document unmarked', () => {
  document.cookie = cartCookie([]);
  runMarker();
  expect(html.hasAttribute(visitorMarker.cartAttribute)).toBe(false);
  expect(html.style.getPropertyValue(visitorMarker.cartCountProperty)).toBe('');
});

describe('a signed-in visitor’s stored event marks', () => {
  const signIn = (id: number | string) => {
    localStorage.setItem(storageKeys.accessToken, 'access');
    localStorage.setItem(storageKeys.user, JSON.stringify({ id, username: 'ana_travels' }));
  };
  const storeMarks = (marks: unknown) =>
    localStorage.setItem(storageKeys.eventMarks, JSON.stringify(marks));

  test('mark the document with their booked and liked events, for CSS to pick one by id', () => {
    signIn(7);
    storeMarks({ user: '7', booked: [12, 3], liked: [3, 'x', 4.5] });
    runMarker();
    expect(html.getAttribute(visitorMarker.bookedEventsAttribute)).toBe(' 12 3 ');
    expect(html.getAttribute(visitorMarker.likedEventsAttribute)).toBe(' 3 ');
    expect(html.matches(`html${eventMark('booked', 12)}`)).toBe(true);
    expect(html.matches(`html${eventMark('booked', 1)}`)).toBe(false);
    expect(readEventMarks(localStorage.getItem(storageKeys.eventMarks), 7)).toEqual({
      booked: [12, 3],
      liked: [3],
    });
  });

  test.each([
    ['another user’s', () => (signIn(8), storeMarks({ user: '7', booked: [12] }))],
    ['a signed-out visitor’s', () => storeMarks({ user: '7', booked: [12] })],
    ['unreadable', () => (signIn(7), localStorage.setItem(storageKeys.eventMarks, '{'))],
  ])('%s marks leave the document unmarked', (_, store) => {
    store();
    runMarker();
    expect(html.hasAttribute(visitorMarker.bookedEventsAttribute)).toBe(false);
    expect(html.hasAttribute(visitorMarker.likedEventsAttribute)).toBe(false);
  });
});
