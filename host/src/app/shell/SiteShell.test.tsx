import { act, screen } from '@testing-library/react';
import { getBus } from '@citylens/shared';
import { storageKeys } from '@citylens/shared/contracts';
import { renderWithProviders, resetTabForTests } from '@citylens/shared/testing';
import { SiteShell } from './SiteShell';

function renderShell() {
  return renderWithProviders(
    <SiteShell>
      <h1>Page content</h1>
    </SiteShell>,
  );
}

beforeEach(resetTabForTests);

describe('SiteShell', () => {
  it('renders skip link, header, main with the page, footer and the cookie banner', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Page content' }),
    );
    // The footer's code is its own chunk, loaded as it renders.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
  });

  it('loads the auth modals only when one is asked for', async () => {
    localStorage.setItem(storageKeys.cookieConsent, 'accepted');
    renderShell();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => getBus().sendIntent({ type: 'open-create-account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    act(() => getBus().closeOverlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows bus toasts', () => {
    renderShell();
    act(() =>
      getBus().sendIntent({
        type: 'toast',
        message: 'Session expired. Please login again.',
        tone: 'error',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please login again.');
  });
});
