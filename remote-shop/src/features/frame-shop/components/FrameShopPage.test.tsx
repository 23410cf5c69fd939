/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@citylens/shared/router';
import {
  installFakeApi,
  json,
  renderWithProviders,
  resetTabForTests,
} from '@citylens/shared/testing';
import { testFrame } from '../../../testing/fixtures';
import { FrameShopPage } from './FrameShopPage';

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const pictures = [testFrame(1, 'picture', { name: 'Classic Walnut' }), testFrame(2, 'picture')];
const paintings = [
  // Same numeric id as a picture frame: both must show as their own cards.
  testFrame(1, 'painting', { name: 'Gallery Gold', price: null as unknown as number }),
];

beforeEach(resetTabForTests);

const page = (route = '/frame-shop') =>
  renderWithProviders(
    <>
      <FrameShopPage />
      <Location />
    </>,
    { route },
  );

const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('article');

test('All Frames merges both kinds without id clashes; a missing price shows 29.99', async () => {
  installFakeApi({
    'GET /api/picture-frames/': () => json(pictures),
    'GET /api/painting-frames/': () => json(paintings),
  });
  page();
  expect(await screen.findByRole('heading', { name: 'Gallery Gold' })).toBeInTheDocument();
  expect(cards()).toHaveLength(3);
  expect(screen.getByRole('tab', { name: 'All Frames' })).toHaveAttribute('aria-selected', 'true');
  const gold = screen.getByRole('article', { name: 'Gallery Gold' });
  expect(within(gold).getByText('$29.99')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Cart summary' })).toHaveTextContent(
    'Your cart is empty',
  );
});

test('the tab is in the URL; arrow keys move between tabs; each tab loads its own endpoint', async () => {
  const api = installFakeApi({
    'GET /api/picture-frames/': () => json(pictures),
    'GET /api/painting-frames/': () => json(paintings),
  });
  const { user } = page('/frame-shop?tab=painting');
  expect(await screen.findByRole('heading', { name: 'Gallery Gold' })).toBeInTheDocument();
  expect(cards()).toHaveLength(1);
  expect(api.callsTo('GET', '/api/picture-frames/')).toHaveLength(0);
  const painting = screen.getByRole('tab', { name: 'Painting Frames' });
  expect(painting).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Painting Frames');

  painting.focus();
  await user.keyboard('{ArrowLeft}');
  const picture = screen.getByRole('tab', { name: 'Picture Frames' });
  expect(picture).toHaveFocus();
  expect(picture).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent('?tab=picture');
  expect(await screen.findByRole('heading', { name: 'Classic Walnut' })).toBeInTheDocument();
  expect(cards()).toHaveLength(2);

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'All Frames' })).toHaveFocus();
  expect(screen.getByTestId('location')).toBeEmptyDOMElement();
  await user.keyboard('{End}');
  expect(painting).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'All Frames' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'All Frames' })).toHaveAttribute('tabindex', '0');
  expect(painting).toHaveAttribute('tabindex', '-1');
});

test('a failed kind: "Failed to load picture frames: {reason}", and Try again recovers', async () => {
  let fail = true;
  installFakeApi({
    'GET /api/picture-frames/': () =>
      fail ? json({ detail: 'Frames are being restocked' }, 503) : json(pictures),
    'GET /api/painting-frames/': () => json(paintings),
  });
  const { user } = page('/frame-shop?tab=picture');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load picture frames: Frames are being restocked',
  );
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Classic Walnut' })).toBeInTheDocument();
});

test('on All, one failed kind is said above the other kind’s frames', async () => {
  installFakeApi({
    'GET /api/picture-frames/': () => json(pictures),
    'GET /api/painting-frames/': () => json({ detail: 'Database unavailable' }, 500),
  });
  page();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load painting frames: Database unavailable',
  );
  await waitFor(() => expect(cards()).toHaveLength(2));
});

test('both kinds failing: "Failed to load frames. Please try again later." with Try again', async () => {
  installFakeApi({
    'GET /api/picture-frames/': () => json({ detail: 'x' }, 500),
    'GET /api/painting-frames/': () => json({ detail: 'y' }, 500),
  });
  page();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load frames. Please try again later.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('no connection: "Network connection failed. Please check your internet connection."', async () => {
  const api = installFakeApi({});
  api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  page();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network connection failed. Please check your internet connection.',
    ),
  );
});
