import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import { theme } from '@citylens/shared/ui';
import { CookieBanner } from './CookieBanner';
import { CookiesPage } from './CookiesPage';

/** A button's look: its fill, border and text colours. */
function look(button: HTMLElement) {
  const style = window.getComputedStyle(button);
  return { fill: style.backgroundColor, border: style.borderColor, text: style.color };
}

/** The theme's colour as jsdom reports a computed one. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

beforeEach(() => localStorage.clear());

test('the banner: Accept All is the one filled button, last; every other choice looks alike', () => {
  renderWithProviders(<CookieBanner />);
  const banner = screen.getByRole('region', { name: 'We use cookies' });
  const buttons = within(banner).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual([
    'Customize',
    'Show Details',
    'Decline',
    'Accept Necessary',
    'Accept All',
  ]);
  const acceptAll = buttons.at(-1)!;
  expect(look(acceptAll).fill).toBe(rgb(theme.colors.primary));
  const others = buttons.slice(0, -1).map(look);
  for (const other of others) {
    expect(other).toEqual(others[0]);
    expect(other.fill).not.toBe(look(acceptAll).fill);
  }
});

test('/cookies: the same order and looks as the banner, Accept All primary and last', () => {
  const page = renderWithProviders(<CookiesPage policy={<p>Policy text</p>} />, {
    route: '/cookies',
  });
  const [selected, all] = screen.getAllByRole('button', { name: /^Accept / });
  expect(selected).toHaveTextContent('Accept Selected');
  expect(all).toHaveTextContent('Accept All');
  const pageLooks = { selected: look(selected!), all: look(all!) };
  page.unmount();

  renderWithProviders(<CookieBanner />);
  const banner = screen.getByRole('region', { name: 'We use cookies' });
  expect(pageLooks.all).toEqual(look(within(banner).getByRole('button', { name: 'Accept All' })));
  expect(pageLooks.selected).toEqual(
    look(within(banner).getByRole('button', { name: 'Accept Necessary' })),
  );
});
