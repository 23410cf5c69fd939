import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@citylens/shared/router';
import { ThemeProvider } from '@citylens/shared/ui';
import CookiePolicy from './CookiePolicy';
import FaqPage from './FaqPage';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

function renderPage(Page: React.ComponentType) {
  return render(
    <MemoryRouter>
      <ThemeProvider>
        <Page />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const text = () => document.body.textContent ?? '';

describe('static pages', () => {
  it('Privacy Policy states retention, deletion, minimum age and notice', () => {
    renderPage(PrivacyPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(text()).toContain('up to 6 years');
    expect(text()).toContain('60 days after deletion');
    expect(text()).toContain('The photos you uploaded are deleted with your account');
    expect(text()).toContain('Your orders are deleted from the site with your account');
    expect(text()).toContain('13 years old');
    expect(text()).toContain('30 days');
  });

  it('Terms state minimum age, 30 days notice and 60 days dispute negotiation', () => {
    renderPage(TermsPage);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(text()).toContain('13 years old');
    expect(text()).toContain('30 days notice');
    expect(text()).toMatch(/negotiation for 60 days/);
    expect(text()).toContain('Visa, Mastercard and debit cards');
  });

  it('FAQ covers the spec topics', () => {
    renderPage(FaqPage);
    for (const question of [
      'What is CityLens?',
      'How do I order a frame?',
      'How do I create an account?',
      'Which payment methods do you accept?',
      'How will I know where my order is?',
      'How long does delivery take?',
    ]) {
      expect(screen.getByRole('heading', { name: question })).toBeInTheDocument();
    }
    expect(text()).toContain('card payments only: Visa, Mastercard and debit cards');
    expect(text()).toContain('tracking details');
    expect(text()).toContain('Delivery takes 1-7 days');
    expect(screen.getByRole('link', { name: 'Frame Shop' })).toHaveAttribute('href', '/frame-shop');
  });

  it('the cookie policy explains the four categories', () => {
    renderPage(CookiePolicy);
    for (const name of ['Necessary', 'Analytics', 'Marketing', 'Preferences']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });
});
