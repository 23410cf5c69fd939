/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { useLocation } from '@citylens/shared/router';
import { renderWithProviders, json, setupFakeApi } from '@citylens/shared/testing';
import { photoOfWeek } from '../../../testing/fixtures';
import { PhotosOfTheWeek } from './PhotosOfTheWeek';

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const photos = [
  photoOfWeek(1, {
    title: 'Morning coffee',
    camera_info: 'Fujifilm X-T5',
    tags: ['paris', 'street'],
    photo_of_week_description: 'Chosen by the editors.',
  }),
  photoOfWeek(2, { title: 'Lanterns', city_name: 'Tokyo', creator_name: 'Jamal Brooks' }),
  photoOfWeek(3, { title: 'Subway platform' }),
];

function renderSection(route = '/', body: unknown = { photos }) {
  setupFakeApi({ 'GET /api/lifestyle-photos/photos-of-week/': () => json(body) });
  return renderWithProviders(
    <>
      <PhotosOfTheWeek />
      <Search />
    </>,
    { route },
  );
}

test('a photo opens the viewer with its details; next and previous wrap; Escape closes', async () => {
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: /^Morning coffee/ }));
  let viewer = await screen.findByRole('dialog', { name: 'Morning coffee' });
  expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
  expect(within(viewer).getByText('Fujifilm X-T5')).toBeInTheDocument();
  expect(within(viewer).getByText('#street')).toBeInTheDocument();
  expect(within(viewer).getByText('Chosen by the editors.')).toBeInTheDocument();
  expect(screen.getByTestId('search')).toHaveTextContent('?photo=1');

  await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
  viewer = screen.getByRole('dialog', { name: 'Subway platform' });
  expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('dialog', { name: 'Morning coffee' })).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  viewer = screen.getByRole('dialog', { name: 'Lanterns' });
  // Without a description: the default sentence naming creator and city; no camera line.
  expect(
    within(viewer).getByText('A photo of the week by Jamal Brooks, taken in Tokyo.'),
  ).toBeInTheDocument();
  expect(within(viewer).queryByText('Camera:')).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('search')).toBeEmptyDOMElement();
});

test('a deep link opens the viewer at that photo', async () => {
  renderSection('/?photo=3');
  const viewer = await screen.findByRole('dialog', { name: 'Subway platform' });
  expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
});

test('an empty week says so', async () => {
  renderSection('/', { photos: [] });
  expect(await screen.findByText('No photos of the week available')).toBeInTheDocument();
});

test('a failed load offers Try Again', async () => {
  let calls = 0;
  setupFakeApi({
    'GET /api/lifestyle-photos/photos-of-week/': () =>
      calls++ === 0 ? json({ detail: 'down' }, 500) : json({ photos }),
  });
  const { user } = renderWithProviders(<PhotosOfTheWeek />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch photos of the week');
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('button', { name: /^Lanterns/ })).toBeInTheDocument();
});
