import { act, render, screen } from '@testing-library/react';
import { getBus, useOverlay, type AuthState, type Frame, type User } from '@citylens/shared';
import { MemoryRouter, useLocation } from '@citylens/shared/router';
import { Modal, ThemeProvider } from '@citylens/shared/ui';
import { SiteHeader } from '../features/header/components/SiteHeader';
import { resetBusForTests } from '@citylens/shared/testing';

/** The bus carries a writer for auth that the session uses; tests set the state through it. */
export function setAuth(state: AuthState) {
  act(() => (getBus() as unknown as { setAuth(s: AuthState): void }).setAuth(state));
}

/** Signs in as `user` (with tokens), as the session does after a login. */
export function signInAs(user: User) {
  setAuth({ status: 'signed-in', user, hasTokens: true });
}

export const demo: User = { id: 1, username: 'demo', email: 'demo@citylens.example' };

export const frame: Frame = {
  id: 1,
  name: 'Classic Oak',
  price: 24.5,
  frame_size: '30x40',
  black_image_url: '/b.jpg',
  brown_image_url: '/r.jpg',
  kind: 'picture',
};

export function Where() {
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

export function renderHeader(entries: string[] = ['/']) {
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

export const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** Each test starts signed out on an empty bus, at the top of the page. */
export function setUpSiteHeader() {
  localStorage.clear();
  resetBusForTests();
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
}
