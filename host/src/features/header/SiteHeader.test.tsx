import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBus, session, useOverlay, type AuthState, type Frame } from '@citylens/shared';
import { MemoryRouter, useLocation } from '@citylens/shared/router';
import { renderWithProviders, resetBusForTests } from '@citylens/shared/testing';
import { Modal, ThemeProvider } from '@citylens/shared/ui';
import { SiteHeader } from './SiteHeader';

/** The bus carries a writer for auth that the session uses; tests set the state through it. */
function setAuth(state: AuthState) {
  act(() => (getBus() as unknown as { setAuth(s: AuthState): void }).setAuth(state));
}

const frame: Frame = {
  id: 1,
  name: 'Classic Oak',
  price: 24.5,
  frame_size: '30x40',
  black_image_url: '/b.jpg',
  brown_image_url: '/r.jpg',
  kind: 'picture',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Stands in for the shell's auth modals: any open overlay shows one dialog. */
function OverlayDialog() {
  const overlay = useOverlay();
  return (
    <Modal
      open={overlay.kind !== 'none'}
      onClose={() => getBus().closeOverlay()}
      title={overlay.kind}
    >
      <input aria-label="Username" />
    </Modal>
  );
}

function renderHeader(entries: string[] = ['/']) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <ThemeProvider>
        <SiteHeader />
        <OverlayDialog />
        <Where />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  localStorage.clear();
  resetBusForTests();
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
});

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

    setAuth({
      status: 'signed-in',
      user: { id: 7, username: 'ana_travels', email: 'ana@example.com', name: 'Ana Lima' },
      hasTokens: true,
    });
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
    setAuth({
      status: 'signed-in',
      user: { id: 1, username: '', email: 'zoe@example.com' },
      hasTokens: true,
    });
    expect(screen.getByRole('button', { name: /zoe/ })).toBeInTheDocument();
    setAuth({
      status: 'signed-in',
      user: { id: 1, username: 'zoe_k', email: 'zoe@example.com' },
      hasTokens: true,
    });
    expect(screen.getByRole('button', { name: /zoe_k/ })).toBeInTheDocument();
  });

  it('shows "User" when the account has no name, username or email', () => {
    renderHeader();
    setAuth({ status: 'signed-in', user: { id: 3, username: '', email: '' }, hasTokens: true });
    expect(screen.getByRole('button', { name: 'User' })).toHaveAttribute('aria-expanded', 'false');
    const menuId = screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls');
    expect(document.getElementById(menuId!)).toHaveTextContent('Signed in as User');
  });

  it('a modal opened from the mobile menu hands focus back to the menu toggle, not to the hidden item', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    for (const item of ['Sign In', 'Sign Up']) {
      await user.click(toggle);
      await user.click(
        within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', {
          name: item,
        }),
      );
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    }
  });

  it('after signing in through the Sign In modal, focus lands on the user menu that replaced Sign In', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    setAuth({
      status: 'signed-in',
      user: { id: 2, username: 'ana_travels', email: 'ana@example.com' },
      hasTokens: true,
    });
    act(() => getBus().closeOverlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ana_travels' })).toHaveFocus();
  });

  it('Logout from the mobile menu leaves focus on the menu toggle', async () => {
    const user = userEvent.setup();
    const logout = jest.spyOn(session, 'logout').mockResolvedValue(undefined);
    renderHeader();
    setAuth({
      status: 'signed-in',
      user: { id: 1, username: 'demo', email: 'demo@citylens.example' },
      hasTokens: true,
    });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', {
        name: 'Logout',
      }),
    );
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveFocus();
    logout.mockRestore();
  });

  it('Logout in the user menu ends the session; Escape or tabbing past closes the menu', async () => {
    const user = userEvent.setup();
    const logout = jest.spyOn(session, 'logout').mockResolvedValue(undefined);
    renderHeader();
    setAuth({
      status: 'signed-in',
      user: { id: 1, username: 'demo', email: 'demo@citylens.example' },
      hasTokens: true,
    });
    const menuButton = screen.getByRole('button', { name: /demo/ });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    await user.click(menuButton);
    await user.tab(); // User Profile
    await user.tab(); // Logout
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // past the menu
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(logout).toHaveBeenCalledTimes(1);
    // The session ends; Sign In replaces the menu and takes the focus it had.
    setAuth({ status: 'signed-out', user: null, hasTokens: false });
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
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

  it('has a mobile menu with Sign Up; Escape closes it and focus returns to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getByRole('link', { name: 'HOME' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', {
        name: 'Sign Up',
      }),
    );
    expect(getBus().overlay.getValue()).toEqual({ kind: 'create-account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('mobile menu and keyboard focus leaving it', () => {
    function renderWithPageAfter() {
      const view = renderWithProviders(
        <>
          <SiteHeader />
          <button type="button">Page content</button>
        </>,
      );
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      return { ...view, toggle, menu };
    }

    it('stays open while focus moves between the toggle and its items', async () => {
      const { user, toggle, menu } = renderWithPageAfter();
      await user.click(toggle);
      await user.tab();
      expect(within(menu).getByRole('link', { name: 'HOME' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.tab({ shift: true });
      expect(toggle).toHaveFocus();
      expect(menu).toBeVisible();
    });

    it('closes when Tab moves past its last item, leaving focus where it went', async () => {
      const { user, toggle, menu } = renderWithPageAfter();
      await user.click(toggle);
      const items = Array.from(menu.querySelectorAll('a, button'));
      expect(items).toHaveLength(5); // HOME, EVENTS, FRAME SHOP, Sign In, Sign Up
      for (const item of items) {
        await user.tab();
        expect(item).toHaveFocus();
        expect(menu).toBeVisible();
      }
      await user.tab();
      expect(screen.getByRole('button', { name: 'Page content' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(menu).not.toBeVisible();
    });

    it('closes when Shift+Tab moves from the toggle to the controls before it', async () => {
      const { user, toggle, menu } = renderWithPageAfter();
      await user.click(toggle);
      await user.tab({ shift: true });
      expect(screen.getByTestId('mobile-cart')).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(menu).not.toBeVisible();
    });
  });
});
