/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { useLocation } from '@citylens/shared/router';
import { renderWithProviders, json, setupFakeApi } from '@citylens/shared/testing';
import { article, cityContent } from '../../../testing/fixtures';
import { CityArticlesPage } from './CityArticlesPage';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** The query string the page is at, where a test can read it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(
  articles = [article(1), article(2), article(3)],
  route = '/city/Paris/articles',
) {
  setupFakeApi({
    'GET /api/cities/Paris/content/': () => json(cityContent({ articles })),
    'GET /api/city_photos/Paris/': () => json({ data: { city_name: 'Paris', photos: [] } }),
  });
  return renderWithProviders(
    <>
      <CityArticlesPage />
      <Search />
    </>,
    { route, path: '/city/:cityName/articles' },
  );
}

test('reading time is words / 200 rounded up', async () => {
  renderPage([
    article(1, { title: 'Short', content: words(200) }),
    article(2, { title: 'Long', content: words(401) }),
  ]);
  const short = (await screen.findByRole('heading', { name: 'Read Short' })).closest('article')!;
  expect(within(short).getByText(/^1 min read/)).toBeInTheDocument();
  const long = screen.getByRole('heading', { name: 'Read Long' }).closest('article')!;
  expect(within(long).getByText(/^3 min read · November 17, 2026/)).toBeInTheDocument();
});

test('the reader shows the article and cycles with wrap-around', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('link', { name: 'Read Article 3' }));
  let reader = await screen.findByRole('dialog', { name: 'Article 3' });
  expect(await within(reader).findByRole('heading', { name: 'A heading' })).toBeInTheDocument();
  expect(within(reader).getByText('3 of 3')).toBeInTheDocument();
  await user.click(within(reader).getByRole('button', { name: /Next/ }));
  reader = await screen.findByRole('dialog', { name: 'Article 1' });
  await user.click(within(reader).getByRole('button', { name: /Previous/ }));
  expect(await screen.findByRole('dialog', { name: 'Article 3' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the reader opens at once on its title, and an Escape pressed right away closes it', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('link', { name: 'Read Article 2' }));
  // No waiting: the dialog and its title are there in the same render as the URL's change.
  const reader = screen.getByRole('dialog', { name: 'Article 2' });
  expect(within(reader).getByRole('heading', { level: 2, name: 'Article 2' })).toHaveFocus();
  expect(screen.getByTestId('search')).toHaveTextContent('?article=2');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  expect(screen.getByRole('link', { name: 'Read Article 2' })).toHaveFocus();
});

test("each card is a link to its article's deep link, not a form", async () => {
  renderPage();
  const link = await screen.findByRole('link', { name: 'Read Article 2' });
  // A crawler follows it; a visitor opens it in a new tab or copies it.
  expect(link).toHaveAttribute('href', '/city/Paris/articles?article=2');
  expect(link.closest('form')).toBeNull();
});

test('a deep link opens the reader', async () => {
  renderPage(undefined, '/city/Paris/articles?article=2');
  expect(await screen.findByRole('dialog', { name: 'Article 2' })).toBeInTheDocument();
});

test('no articles: No Articles Yet with a way back to the city', async () => {
  renderPage([]);
  expect(await screen.findByRole('heading', { name: 'No Articles Yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Paris' })).toHaveAttribute(
    'href',
    '/city/Paris',
  );
});
