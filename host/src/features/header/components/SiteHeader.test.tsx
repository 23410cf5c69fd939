import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBus } from '@citylens/shared';
import {
  frame,
  mainNav,
  renderHeader,
  setAuth,
  setUpSiteHeader,
  signInAs,
} from '../../../testing/site-header';

afterEach(() => jest.restoreAllMocks());
beforeEach(setUpSiteHeader);

describe('SiteHeader', () => {
  it('links the logo and the main pages to the route table', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'CityLens home' })).toHaveAttribute('href', '/');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'EVENTS' })).toHaveAttribute('href', '/events');
    expect(nav.getByRole('link', { name: 'FRAME SHOP' })).toHaveAttribute('href', '/frame-shop');
  });

  it('shows UPLOAD PHOTO only when signed in, with the display name in the user menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('link', { name: 'UPLOAD PHOTO' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign In' }).length).toBeGreaterThan(0);

    signInAs({ id: 7, username: 'ana_travels', email: 'ana@example.com', name: 'Ana Lima' });
    expect(within(mainNav()).getByRole('link', { name: 'UPLOAD PHOTO' })).toHaveAttribute(
      'href',
      '/lifestyle-photos',
    );
    const menuButton = screen.getByRole('button', { name: /Ana Lima/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'User Profile' })[0]).toHaveAttribute(
      'href',
      '/profile',
    );

    setAuth({ status: 'signed-out', user: null, hasTokens: false });
    expect(screen.queryByRole('link', { name: 'UPLOAD PHOTO' })).not.toBeInTheDocument();
  });

  it('falls back from name to username to the email prefix for the display name', () => {
    renderHeader();
    signInAs({ id: 1, username: '', email: 'zoe@example.com' });
    expect(screen.getByRole('button', { name: /zoe/ })).toBeInTheDocument();
    signInAs({ id: 1, username: 'zoe_k', email: 'zoe@example.com' });
    expect(screen.getByRole('button', { name: /zoe_k/ })).toBeInTheDocument();
  });

  it('shows "User" when the account has no name, username or email', () => {
    renderHeader();
    signInAs({ id: 3, username: '', email: '' });
    expect(screen.getByRole('button', { name: 'User' })).toHaveAttribute('aria-expanded', 'false');
    const menuId = screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls');
    expect(document.getElementById(menuId!)).toHaveTextContent('Signed in as User');
  });

  it('Sign In asks the bus for the sign-in modal', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
    expect(getBus().overlay.getValue()).toEqual({ kind: 'sign-in' });
  });

  it('shows the cart badge only when the count is above zero, and CART opens the cart', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    const cart = within(mainNav()).getByRole('button', { name: 'CART' });

    act(() => getBus().sendCartCommand({ type: 'add', frame, color: 'black', quantity: 2 }));
    expect(within(mainNav()).getByTestId('cart-badge')).toHaveTextContent('2');
    expect(cart).toHaveAccessibleName('CART (2 items)');

    act(() =>
      getBus().sendCartCommand({ type: 'set-quantity', id: 1, color: 'black', quantity: 0 }),
    );
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();

    await user.click(cart);
    expect(getBus().overlay.getValue()).toEqual({ kind: 'cart' });
  });

  it('shows a Back button on city pages that goes one step back', async () => {
    const user = userEvent.setup();
    renderHeader(['/events', '/city/New%20York/food']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/events');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('changes look only past the 80 px scroll threshold', () => {
    jest.useFakeTimers();
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    const scrollTo = (y: number) => {
      window.scrollY = y;
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(20));
    };
    scrollTo(80);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(81);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    jest.useRealTimers();
  });
});
