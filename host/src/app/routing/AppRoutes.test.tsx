import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { routes } from '@citylens/shared/contracts';
import { MemoryRouter, useLocation, useNavigate } from '@citylens/shared/router';
import { QueryClientProvider } from '@citylens/shared/query';
import { createTestQueryClient } from '@citylens/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** The routes read page data for the document head from the one QueryClient, as in the app. */
function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

test('an unknown path goes to / and renders the home remote with its page title', async () => {
  mockedLoadRemote.mockImplementation(async (id) => ({
    default: () => <h1>{id === 'discovery/HomePage' ? 'Home from discovery' : String(id)}</h1>,
  }));
  render(
    <WithQueryClient>
      <MemoryRouter initialEntries={['/no/such/page']}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </WithQueryClient>,
  );
  expect(await screen.findByRole('heading', { name: 'Home from discovery' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  await waitFor(() => expect(document.title).toBe('CityLens — Experience different cultures'));
});

test('a host page (the FAQ) renders without any remote', async () => {
  mockedLoadRemote.mockReset();
  render(
    <WithQueryClient>
      <MemoryRouter initialEntries={['/faq']}>
        <AppRoutes />
      </MemoryRouter>
    </WithQueryClient>,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('a move inside the site says the new page’s title; the first page says nothing', async () => {
  mockedLoadRemote.mockReset();
  function GoToFaq() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/faq')}>
        FAQ
      </button>
    );
  }
  render(
    <WithQueryClient>
      <MemoryRouter initialEntries={['/privacy']}>
        <AppRoutes />
        <GoToFaq />
      </MemoryRouter>
    </WithQueryClient>,
  );
  const announcer = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(announcer).toHaveTextContent(/^$/);
  act(() => screen.getByRole('button', { name: 'FAQ' }).click());
  await waitFor(() => expect(announcer).toHaveTextContent(routes.faq.title));
});
