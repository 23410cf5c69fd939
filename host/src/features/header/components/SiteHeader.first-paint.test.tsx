import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@citylens/shared/router';
import { ThemeProvider } from '@citylens/shared/ui';
import { SiteHeader } from './SiteHeader';
import { getBus } from '@citylens/shared';
import { frame, setUpSiteHeader, signInAs } from '../../../testing/site-header';

/**
 * The server renders one header for every visitor: both the signed-in and the signed-out
 * controls, each marked for the visitor marker's CSS; hydration keeps that markup, and the render
 * after it shows only the visitor's own, in the same elements.
 */
const header = () => (
  <MemoryRouter initialEntries={['/faq']}>
    <ThemeProvider>
      <SiteHeader />
    </ThemeProvider>
  </MemoryRouter>
);

beforeEach(setUpSiteHeader);
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

test('the server’s header has the signed-in and the signed-out controls; after hydration only the visitor’s', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header());
  document.body.append(container);
  // The server's pass: Sign In, the user menu (its name from the marker) and UPLOAD PHOTO, all there.
  const signIn = within(container).getAllByRole('button', { name: 'Sign In' })[0]!;
  const userMenuButton = container.querySelector('[data-focus-slot="account"][aria-expanded]');
  expect(userMenuButton).not.toBeNull();
  // In the main navigation and in the phone menu (a closed disclosure, not `hidden` before script).
  expect(within(container).getAllByRole('link', { name: 'UPLOAD PHOTO' })).toHaveLength(2);
  const errors = jest.spyOn(console, 'error');

  signInAs({ id: 7, username: 'ana_travels', email: 'ana@example.com', name: 'Ana Lima' });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, header());
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  expect(errors).not.toHaveBeenCalled();
  // The same user menu button, now with the name; Sign In gone from the header's row.
  expect(screen.getByRole('button', { name: /Ana Lima/ })).toBe(userMenuButton);
  expect(signIn.isConnected).toBe(false);
  expect(screen.getByRole('link', { name: 'UPLOAD PHOTO' })).toHaveAttribute(
    'href',
    '/lifestyle-photos',
  );
  // Nothing is left for the marker to decide once React knows the visitor: no Sign In anywhere.
  const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
  expect(buttons).not.toContain('Sign In');
  expect(buttons).toContain('Logout');
});

test('the server’s CART has a badge for the marker’s count; after hydration the cart’s own, in the same button', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header());
  document.body.append(container);
  const nav = within(container).getByRole('navigation', { name: 'Main' });
  const cart = within(nav).getByRole('button', { name: 'CART' });
  // The server knows no cart: the badge is the marker's (CSS shows it only for a marked cart).
  expect(within(nav).queryByTestId('cart-badge')).toBeNull();
  const markedBadge = cart.lastElementChild;
  expect(markedBadge).toHaveAttribute('aria-hidden', 'true');
  expect(markedBadge).toBeEmptyDOMElement();
  const errors = jest.spyOn(console, 'error');

  getBus().sendCartCommand({ type: 'add', frame, color: 'black', quantity: 3 });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrateRoot(container, header());
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  expect(errors).not.toHaveBeenCalled();
  expect(within(nav).getByRole('button', { name: 'CART (3 items)' })).toBe(cart);
  expect(within(nav).getByTestId('cart-badge')).toHaveTextContent('3');
});
