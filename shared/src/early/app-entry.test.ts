import { APP_ENTRY_ATTRIBUTE, deferAppEntry, startAppEntry } from './app-entry';

beforeEach(() => {
  document.head.innerHTML = '';
});

test("the entry's deferred script becomes a marked preload; a page without one is unchanged", () => {
  const page = '<head><script defer="defer" src="/main.js"></script></head>';
  expect(deferAppEntry(page)).toBe(
    `<head><link rel="preload" as="script" href="/main.js" fetchpriority="low" ${APP_ENTRY_ATTRIBUTE}></head>`,
  );
  expect(deferAppEntry('<head></head>')).toBe('<head></head>');
});

test('starts the preloaded entry once, however often it is asked', () => {
  document.head.innerHTML = deferAppEntry('<script defer="defer" src="/main.js"></script>');
  startAppEntry();
  startAppEntry();
  const scripts = Array.from(document.head.querySelectorAll('script'));
  expect(scripts.map((s) => s.getAttribute('src'))).toEqual([`${window.location.origin}/main.js`]);
});

test('does nothing on a page whose entry the browser runs itself', () => {
  startAppEntry();
  expect(document.head.querySelector('script')).toBeNull();
});
