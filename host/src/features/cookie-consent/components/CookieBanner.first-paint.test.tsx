import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { storageKeys, visitorMarker } from '@citylens/shared/contracts';
import { MemoryRouter } from '@citylens/shared/router';
import { ThemeProvider } from '@citylens/shared/ui';
import { CookieBanner } from './CookieBanner';

/**
 * Every server-rendered page carries the cookie banner: a first visit sees it from the first paint.
 * The page's first script marks a visitor who has chosen, and the banner's CSS hides it for them
 * until hydration takes it out.
 */
const page = (path = '/faq') => (
  <MemoryRouter initialEntries={[path]}>
    <ThemeProvider>
      <CookieBanner />
    </ThemeProvider>
  </MemoryRouter>
);

async function hydrate(container: HTMLElement, path?: string) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, page(path));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function serverPage(path?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(path));
  document.body.append(container);
  return container;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(visitorMarker.consentAttribute);
  jest.restoreAllMocks();
});

test('a first visit: the server’s page has the banner, and hydration keeps the same one', async () => {
  const container = serverPage();
  const banner = within(container).getByRole('region', { name: 'We use cookies' });
  const errors = jest.spyOn(console, 'error');
  await hydrate(container);
  expect(errors).not.toHaveBeenCalled();
  expect(within(container).getByRole('region', { name: 'We use cookies' })).toBe(banner);
});

test('a visitor who has chosen: the marker hides the server’s banner, and hydration removes it', async () => {
  localStorage.setItem(storageKeys.cookieConsent, 'necessary');
  document.documentElement.setAttribute(visitorMarker.consentAttribute, '');
  const container = serverPage();
  // Hidden by the banner's own rule from the first paint (emotion's styles are in the document).
  const banner = container.querySelector('section')!;
  expect(getComputedStyle(banner).display).toBe('none');
  const errors = jest.spyOn(console, 'error');
  await hydrate(container);
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('section')).toBeNull();
});

test('the /cookies page is the banner’s full version: no banner there, on the server either', () => {
  expect(serverPage('/cookies').querySelector('section')).toBeNull();
});
