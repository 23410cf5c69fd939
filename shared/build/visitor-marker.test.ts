import { storageKeys } from '../src/contracts/storage-keys';
import { visitorMarker } from '../src/contracts/server-render';
import { VISITOR_MARKER } from './serve';

/** The page's first script, as the browser runs it from the head. */
const runMarker = () => new Function(VISITOR_MARKER)();
const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute(visitorMarker.attribute);
  html.removeAttribute(visitorMarker.consentAttribute);
  html.removeAttribute('style');
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
