import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBus, session } from '@citylens/shared';
import { renderWithProviders } from '@citylens/shared/testing';
import { SiteHeader } from './SiteHeader';
import {
  demo,
  renderHeader,
  setAuth,
  setUpSiteHeader,
  signInAs,
} from '../../../testing/site-header';

afterEach(() => jest.restoreAllMocks());
beforeEach(setUpSiteHeader);

describe('SiteHeader: focus after modals, logout and the mobile menu', () => {
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
    signInAs({ id: 2, username: 'ana_travels', email: 'ana@example.com' });
    act(() => getBus().closeOverlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ana_travels' })).toHaveFocus();
  });

  it('Logout from the mobile menu leaves focus on the menu toggle', async () => {
    const user = userEvent.setup();
    const logout = jest.spyOn(session, 'logout').mockResolvedValue(undefined);
    renderHeader();
    signInAs(demo);
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
    signInAs(demo);
    const menuButton = screen.getByRole('button', { name: /demo/ });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    await user.click(menuButton);
    await user.tab(); // User Profile
    await user.tab(); // Saved cities
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
      expect(items).toHaveLength(6); // HOME, EVENTS, FRAME SHOP, Saved cities, Sign In, Sign Up
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
