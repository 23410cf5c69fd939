import { APP_ENTRY_META, deferAppEntry, preloadAppEntry, startAppEntry } from './app-entry';

beforeEach(() => {
  document.head.innerHTML = '';
});

const entryScripts =
  '<script defer="defer" src="/chunks/react-dom.1a.js"></script><script defer="defer" src="/main.js"></script>';
const origin = window.location.origin;

test("each of the entry's deferred scripts becomes a marker; a page without one is unchanged", () => {
  expect(deferAppEntry(`<head>${entryScripts}</head>`)).toBe(
    '<head>' +
      `<meta name="${APP_ENTRY_META}" content="/chunks/react-dom.1a.js">` +
      `<meta name="${APP_ENTRY_META}" content="/main.js">` +
      '</head>',
  );
  expect(deferAppEntry('<head></head>')).toBe('<head></head>');
});

test('preloads the entry scripts once, without running them', () => {
  document.head.innerHTML = deferAppEntry(entryScripts);
  preloadAppEntry();
  preloadAppEntry();
  expect(document.head.querySelector('script')).toBeNull();
  const preloads = Array.from(document.head.querySelectorAll('link'));
  expect(preloads.map((l) => [l.rel, l.as, l.href])).toEqual([
    ['preload', 'script', `${origin}/chunks/react-dom.1a.js`],
    ['preload', 'script', `${origin}/main.js`],
  ]);
});

test("starts the entry's scripts once, in the page's order, however often it is asked", () => {
  document.head.innerHTML = deferAppEntry(entryScripts);
  preloadAppEntry();
  startAppEntry();
  startAppEntry();
  preloadAppEntry();
  const scripts = Array.from(document.head.querySelectorAll('script'));
  expect(scripts.map((s) => [s.getAttribute('src'), s.async])).toEqual([
    [`${origin}/chunks/react-dom.1a.js`, false],
    [`${origin}/main.js`, false],
  ]);
  expect(document.head.querySelectorAll('link')).toHaveLength(2);
});

test('does nothing on a page whose entry the browser runs itself', () => {
  startAppEntry();
  preloadAppEntry();
  expect(document.head.querySelector('script, link')).toBeNull();
});
