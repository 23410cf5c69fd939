/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { cart } from '@citylens/shared';
import { queryKeys, type CartLineCount } from '@citylens/shared/contracts';
import { createTestQueryClient, resetTabForTests, TestProviders } from '@citylens/shared/testing';
import { testFrame } from '../../../testing/fixtures';
import { CheckoutPage } from './CheckoutPage';

/**
 * The checkout the host's server renders from the visitor's cart cookie: the same lines on the
 * server and in hydration (no mismatch), then the cart itself takes over.
 */

const walnut = testFrame(1, 'picture', { name: 'Classic Walnut', price: 20 });
const oak = testFrame(2, 'painting', { name: 'Gallery Oak', price: 35 });
const lines: CartLineCount[] = [
  { kind: 'picture', id: 1, selectedColor: 'black', quantity: 2 },
  { kind: 'painting', id: 2, selectedColor: 'brown', quantity: 1 },
];

/** A client with the page's answers, as the server had them and the browser hydrates them. */
function answers(withLines: boolean) {
  const client = createTestQueryClient();
  client.setQueryData(queryKeys.frames.picture(), [walnut]);
  client.setQueryData(queryKeys.frames.painting(), [oak]);
  if (withLines) client.setQueryData(queryKeys.cart.asRendered(), lines);
  return client;
}

const page = (client: ReturnType<typeof createTestQueryClient>) => (
  <TestProviders route="/checkout" queryClient={client}>
    <CheckoutPage />
  </TestProviders>
);

beforeEach(() => {
  resetTabForTests();
});

test("the server's checkout shows the visitor's lines and totals, and hydration keeps them", async () => {
  // On the server the cart itself is empty: the page comes from the cookie's lines.
  const html = renderToString(page(answers(true)));
  expect(html).not.toContain('Your cart is empty');
  expect(html).toContain('Classic Walnut');
  expect(html).toContain('Gallery Oak');
  expect(html).toContain('$75.00'); // 2 × 20 + 35, shipped free

  // The browser: the same cart in localStorage, and the same answers.
  cart.add(walnut, 'black', 2);
  cart.add(oak, 'brown', 1);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverText = container.textContent;
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(answers(true)), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe(serverText);

  // After the pass the cart itself drives the page.
  act(() => cart.add(walnut, 'black', 1));
  expect(container.textContent).toContain('$95.00');
  container.remove();
});

test('without the lines (no cart cookie) the server renders the empty checkout, as for everybody', () => {
  const html = renderToString(page(answers(false)));
  expect(html).toContain('Your cart is empty');
});

test("a line whose frame the lists no longer have is left out of the server's cart", () => {
  const client = answers(true);
  client.setQueryData(queryKeys.frames.painting(), []);
  const html = renderToString(page(client));
  expect(html).toContain('Classic Walnut');
  expect(html).not.toContain('Gallery Oak');
  expect(html).toContain('$40.00');
});
