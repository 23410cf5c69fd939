import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@citylens/shared/contracts';
import { MemoryRouter } from '@citylens/shared/router';
import { ThemeProvider } from '@citylens/shared/ui';
import { CookieBanner } from './CookieBanner';
import { CookiesPage } from './CookiesPage';

function renderPage(withBannerAt?: string) {
  return render(
    <MemoryRouter initialEntries={[withBannerAt ?? '/cookies']}>
      <ThemeProvider>
        <CookiesPage policy={<p>Policy text</p>} />
        {withBannerAt && <CookieBanner />}
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const toggle = (name: RegExp) => screen.getByRole('switch', { name });

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('CookiesPage', () => {
  it('shows the policy and four toggles; necessary is always on and cannot change', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByText('Policy text')).toBeInTheDocument();
    expect(toggle(/Necessary/)).toBeChecked();
    expect(toggle(/Necessary/)).toBeDisabled();
    expect(toggle(/Analytics/)).not.toBeChecked();
    expect(toggle(/Marketing/)).not.toBeChecked();
    expect(toggle(/Preference/)).not.toBeChecked();
  });

  it('Accept Selected saves "customized" with the toggles and shows the message for 3 s', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(toggle(/Analytics/));
    expect(toggle(/Analytics/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Accept Selected' }));

    expect(localStorage.getItem(storageKeys.cookieConsent)).toBe('customized');
    expect(JSON.parse(localStorage.getItem(storageKeys.cookiePreferences)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cookie preferences saved successfully!');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Cookie preferences saved successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Cookie preferences saved successfully!')).not.toBeInTheDocument();
  });

  it('saving again restarts the 3 s window', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Accept Selected' }));
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Accept Selected' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Cookie preferences saved successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Cookie preferences saved successfully!')).not.toBeInTheDocument();
  });

  it('Accept All switches every toggle on without saving', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(toggle(/Analytics/)).toBeChecked();
    expect(toggle(/Marketing/)).toBeChecked();
    expect(toggle(/Preference/)).toBeChecked();
    expect(localStorage.getItem(storageKeys.cookieConsent)).toBeNull();
    expect(localStorage.getItem(storageKeys.cookiePreferences)).toBeNull();
    expect(screen.queryByText('Cookie preferences saved successfully!')).not.toBeInTheDocument();
  });

  it('starts from the stored preferences', () => {
    localStorage.setItem(storageKeys.cookieConsent, 'customized');
    localStorage.setItem(
      storageKeys.cookiePreferences,
      JSON.stringify({ necessary: true, analytics: false, marketing: true, preferences: false }),
    );
    renderPage();
    expect(toggle(/Marketing/)).toBeChecked();
    expect(toggle(/Analytics/)).not.toBeChecked();
  });

  it('saving hides a banner shown elsewhere on the page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage('/faq');
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept Selected' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
  });
});
