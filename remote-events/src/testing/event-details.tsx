import { act } from '@testing-library/react';
import { renderWithProviders, setAuthStateForTests } from '@citylens/shared/testing';
import { useLocation, useNavigate } from '@citylens/shared/router';
import { EventsPage } from '../features/events/components/EventsPage';

/** The events page as the details tests see it: where it navigated, a Back button, who is signed in. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Stands in for the browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

export function renderPage(route: string) {
  return renderWithProviders(
    <>
      <EventsPage />
      <LocationProbe />
      <BackButton />
    </>,
    { route },
  );
}

export const signIn = (id: number, username = `user${id}`) =>
  act(() =>
    setAuthStateForTests({
      status: 'signed-in',
      user: { id, username, email: `${username}@example.com` },
      hasTokens: true,
    }),
  );
export const signOut = () =>
  act(() => setAuthStateForTests({ status: 'signed-out', user: null, hasTokens: false }));
