/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import {
  installFakeApi,
  json,
  renderWithProviders,
  signInForTests,
  signedInUser,
} from '@citylens/shared/testing';
import { placedOrder } from '../../../testing/fixtures';
import { MyOrdersSection } from './MyOrdersSection';

beforeEach(() => {
  signInForTests(signedInUser);
  localStorage.setItem('citylens_access_token', 'acc');
});
afterEach(() => localStorage.clear());

test('each order shows its date, items, total and status, and links to its confirmation', async () => {
  const api = installFakeApi({ 'GET /api/orders/': () => json([placedOrder]) });
  renderWithProviders(<MyOrdersSection userId={signedInUser.id} />);
  const section = screen.getByRole('region', { name: 'My orders' });
  expect(await within(section).findByText('November 24, 2026')).toBeInTheDocument();
  expect(within(section).getByText('Confirmed')).toBeInTheDocument();
  const lines = within(section)
    .getAllByRole('listitem')
    .slice(1)
    .map((line) => line.textContent);
  expect(lines).toEqual(['2 × Classic Oak (brown)$49.00', '1 × Baroque Gilt (black)$129.00']);
  expect(within(section).getByText('Total $178.00')).toBeInTheDocument();
  expect(
    within(section).getByRole('link', { name: `Order ${placedOrder.order_id}` }),
  ).toHaveAttribute('href', `/checkout/confirmed/${placedOrder.order_id}`);
  expect(api.callsTo('GET', '/api/orders/')[0]!.authorization).toBe('Bearer acc');
});

test('no orders yet: a way to the frame shop', async () => {
  installFakeApi({ 'GET /api/orders/': () => json([]) });
  renderWithProviders(<MyOrdersSection userId={signedInUser.id} />);
  expect(await screen.findByText('You have not ordered any frames yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Visit the Frame Shop' })).toHaveAttribute(
    'href',
    '/frame-shop',
  );
});
