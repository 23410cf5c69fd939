import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from '@citylens/shared/router';
import { PageOpensAtTop } from './PageOpensAtTop';

const page = (
  <MemoryRouter initialEntries={['/city/Paris']}>
    <PageOpensAtTop />
    <Link to="/city/Paris/food">Food</Link>
  </MemoryRouter>
);

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

test('a page the browser renders opens at its top, and so does the next one opened from it', async () => {
  render(page);
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  await userEvent.click(screen.getByRole('link', { name: 'Food' }));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

test('a page hydrated from the server’s HTML keeps the visitor’s scroll; the next one opens at its top', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, page);
  });
  // The server's pass ends a task after hydration, and re-renders the component.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(scrollTo).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('link', { name: 'Food' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  container.remove();
});
