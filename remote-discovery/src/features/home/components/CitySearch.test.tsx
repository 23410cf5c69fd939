/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@citylens/shared/router';
import { renderWithProviders, json, setupFakeApi } from '@citylens/shared/testing';
import { city } from '../../../testing/fixtures';
import { CitySearch } from './CitySearch';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const cities = [
  city({ id: 1, name: 'Paris' }),
  city({ id: 2, name: 'Par City', country: 'Nowhere' }),
  city({ id: 3, name: 'Parma', country: 'Italy' }),
];

function setup(results = cities) {
  const api = setupFakeApi({ 'GET /api/search/cities/': () => json(results) });
  const view = renderWithProviders(
    <>
      <CitySearch />
      <Where />
    </>,
  );
  return { api, ...view, input: screen.getByRole('combobox', { name: 'Search cities' }) };
}

const searches = (api: ReturnType<typeof setupFakeApi>) =>
  api.calls.filter((c) => c.path.startsWith('/api/search/cities/'));

test('waits 300 ms after typing stops, trims the term and needs 2 non-space characters', async () => {
  jest.useFakeTimers();
  try {
    const api = setupFakeApi({ 'GET /api/search/cities/': () => json(cities) });
    const { user } = renderWithProviders(<CitySearch />, {
      userEventOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    const input = screen.getByPlaceholderText('Search Cities');
    await user.type(input, ' p ');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(searches(api)).toHaveLength(0);

    await user.type(input, 'ar ');
    await act(async () => jest.advanceTimersByTime(299));
    expect(searches(api)).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(searches(api)[0]!.path).toBe('/api/search/cities/?q=p%20ar');
  } finally {
    jest.useRealTimers();
  }
});

test('Up and Down move through suggestions with wrap-around; Enter opens the city page', async () => {
  const { user, input } = setup();
  await user.type(input, 'par');
  const options = await screen.findAllByRole('option');
  expect(options).toHaveLength(3);

  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: /Parma/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: /Paris/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: /Par City/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/city/Par%20City');
});

test('Escape closes the suggestions; Enter without a highlight picks the first result', async () => {
  const { user, input } = setup();
  await user.type(input, 'par');
  await screen.findAllByRole('option');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(input).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/city/Paris');
});

test('a term with no match says No cities found, with the hint', async () => {
  const { user, input } = setup([]);
  await user.type(input, 'zzz');
  expect(await screen.findByText('No cities found')).toBeVisible();
  expect(screen.getByText('Try searching for a different city or experience.')).toBeVisible();
});

test('a term in the URL starts the search', async () => {
  setupFakeApi({ 'GET /api/search/cities/': () => json(cities) });
  renderWithProviders(<CitySearch />, { route: '/?search=par' });
  expect(screen.getByRole('combobox', { name: 'Search cities' })).toHaveValue('par');
  expect(await screen.findAllByRole('option')).toHaveLength(3);
});

test('a city whose name starts with the term comes first, and Enter picks it', async () => {
  // The API answers by name: Barcelona matched "pa" through Spain, before Paris.
  const { user, input } = setup([
    city({ id: 4, name: 'Barcelona', country: 'Spain' }),
    city({ id: 1, name: 'Paris', country: 'France' }),
  ]);
  await user.type(input, 'pa');
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    expect.stringContaining('Paris'),
    expect.stringContaining('Barcelona'),
  ]);
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/city/Paris');
});
