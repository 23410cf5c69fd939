import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@citylens/shared/contracts';
import { MemoryRouter, useLocation } from '@citylens/shared/router';
import { ThemeProvider } from '@citylens/shared/ui';
import { CookieBanner } from './CookieBanner';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBanner(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <CookieBanner />
        <Where />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'We use cookies' });
const storedPrefs = () => JSON.parse(localStorage.getItem(storageKeys.cookiePreferences) ?? 'null');

beforeEach(() => localStorage.clear());

describe('CookieBanner', () => {
  it('shows on the first visit with the five choices', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    for (const name of ['Customize', 'Show Details', 'Decline', 'Accept Necessary', 'Accept All']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it.each([
    [
      'Accept All',
      'accepted',
      { necessary: true, analytics: true, marketing: true, preferences: true },
    ],
    [
      'Accept Necessary',
      'necessary',
      { necessary: true, analytics: false, marketing: false, preferences: false },
    ],
    [
      'Decline',
      'declined',
      { necessary: true, analytics: false, marketing: false, preferences: false },
    ],
  ])('%s stores "%s" and hides the banner', async (button, consent, prefs) => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem(storageKeys.cookieConsent)).toBe(consent);
    expect(storedPrefs()).toEqual(prefs);
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem(storageKeys.cookieConsent, 'customized');
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(storageKeys.cookieConsent, 'maybe');
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it('Show Details / Hide Details toggles the category details', async () => {
    const user = userEvent.setup();
    renderBanner();
    const toggle = screen.getByRole('button', { name: 'Show Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Always on/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide Details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Always on/)).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Details' })).toBeInTheDocument();
    expect(screen.queryByText(/Always on/)).not.toBeInTheDocument();
  });

  it('Customize goes to /cookies without storing a choice', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/cookies');
    expect(localStorage.getItem(storageKeys.cookieConsent)).toBeNull();
    expect(banner()).not.toBeInTheDocument();
  });
});
