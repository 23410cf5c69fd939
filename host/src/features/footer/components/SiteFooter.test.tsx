import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@citylens/shared/router';
import { ThemeProvider } from '@citylens/shared/ui';
import { getBus, type Frame } from '@citylens/shared';
import { renderWithProviders, resetTabForTests } from '@citylens/shared/testing';
import { SiteFooter } from './SiteFooter';

const frame: Frame = {
  id: 3,
  name: 'Gallery Walnut',
  price: 39,
  frame_size: '40x50',
  black_image_url: '/b.jpg',
  brown_image_url: '/r.jpg',
  kind: 'painting',
};

const renderFooter = () => renderWithProviders(<SiteFooter />);

beforeEach(resetTabForTests);

describe('SiteFooter', () => {
  it('links the info pages', () => {
    renderFooter();
    const expected: [string, string][] = [
      ['Privacy', '/privacy'],
      ['FAQ', '/faq'],
      ['Cookie Policy', '/cookies'],
      ['Contact Us', '/contact'],
      ['Terms and Conditions', '/terms'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows contact details, social links and © 2025', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'hello@citylens.example' })).toHaveAttribute(
      'href',
      'mailto:hello@citylens.example',
    );
    for (const network of ['Instagram', 'Facebook', 'X', 'YouTube', 'Pinterest']) {
      expect(screen.getByRole('link', { name: `CityLens on ${network}` })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    }
    expect(screen.getByText(/© 2025 CityLens/)).toBeInTheDocument();
  });

  it('View Cart (n) follows the cart count and opens the cart', async () => {
    const { user } = renderFooter();
    expect(screen.getByRole('button', { name: 'View Cart (0)' })).toBeInTheDocument();
    act(() => getBus().sendCartCommand({ type: 'add', frame, color: 'brown', quantity: 3 }));
    await user.click(screen.getByRole('button', { name: 'View Cart (3)' }));
    expect(getBus().overlay.getValue()).toEqual({ kind: 'cart' });
  });

  it('the server’s View Cart takes the marker’s count; hydration keeps it, then shows the cart’s own', async () => {
    const footer = (
      <MemoryRouter>
        <ThemeProvider>
          <SiteFooter />
        </ThemeProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer);
    document.body.append(container);
    const viewCart = within(container).getByRole('button', { name: /^View Cart/ });
    // No count in the server's text: the marker's count is generated content of its empty span.
    expect(viewCart.textContent).toBe('View Cart ()');
    expect(viewCart.querySelector('span')).toBeEmptyDOMElement();
    const errors = jest.spyOn(console, 'error');

    getBus().sendCartCommand({ type: 'add', frame, color: 'brown', quantity: 2 });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, footer);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'View Cart (2)' })).toBe(viewCart);
    container.remove();
  });

  it('keeps the newsletter submit disabled and says why', async () => {
    const { user } = renderFooter();
    await user.type(screen.getByLabelText('Email address for the newsletter'), 'ana@example.com');
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toBeDisabled();
    expect(subscribe).toHaveAccessibleDescription('Newsletter sign-up is not available yet.');
  });
});
