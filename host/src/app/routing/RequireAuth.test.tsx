import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@citylens/shared/router';
import { getBus } from '@citylens/shared';
import { resetBusForTests, setAuthStateForTests as setAuth } from '@citylens/shared/testing';
import { RequireAuth, ReturnToAskedPage } from './RequireAuth';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search}
    </p>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <ReturnToAskedPage />
      <Routes>
        <Route path="/" element={<Where />} />
        <Route
          path="/profile"
          element={
            <RequireAuth>
              <h1>User Profile</h1>
            </RequireAuth>
          }
        />
        <Route
          path="/reviews"
          element={
            <RequireAuth>
              <h1>Reviews</h1>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => resetBusForTests());

test('shows a spinner while the session loads, then the page once signed in', () => {
  setAuth({ status: 'loading', user: null, hasTokens: true });
  renderAt('/profile');
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() =>
    setAuth({
      status: 'signed-in',
      user: { id: 1, username: 'demo', email: 'd@x.io' },
      hasTokens: true,
    }),
  );
  expect(screen.getByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
});

test('sends a signed-out visitor to / and offers the sign-in modal', () => {
  setAuth({ status: 'signed-out', user: null, hasTokens: false });
  renderAt('/profile');
  expect(screen.getByText('at /')).toBeInTheDocument();
  expect(getBus().overlay.getValue()).toEqual({ kind: 'sign-in' });
});

const demo = { id: 1, username: 'demo', email: 'd@x.io' };

test('after signing in from there, the visitor reaches the page they asked for', () => {
  setAuth({ status: 'signed-out', user: null, hasTokens: false });
  renderAt('/reviews?city=Paris');
  expect(screen.getByText('at /')).toBeInTheDocument();
  expect(getBus().signInAction.getValue()).toEqual({
    action: { app: 'host', kind: 'open-page', target: '/reviews?city=Paris' },
    status: 'waiting',
  });
  act(() => setAuth({ status: 'signed-in', user: demo, hasTokens: true }));
  expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  expect(getBus().signInAction.getValue()).toBeNull();
});

test('closing the sign-in without signing in keeps the visitor on /, even if they sign in later', () => {
  setAuth({ status: 'signed-out', user: null, hasTokens: false });
  renderAt('/reviews');
  act(() => getBus().closeOverlay());
  act(() => setAuth({ status: 'signed-in', user: demo, hasTokens: true }));
  expect(screen.getByText('at /')).toBeInTheDocument();
});

test('a user who logs out on the page goes to / without the sign-in modal', () => {
  setAuth({
    status: 'signed-in',
    user: { id: 1, username: 'demo', email: 'd@x.io' },
    hasTokens: true,
  });
  renderAt('/profile');
  expect(screen.getByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
  act(() => setAuth({ status: 'signed-out', user: null, hasTokens: false }));
  expect(screen.getByText('at /')).toBeInTheDocument();
  expect(getBus().overlay.getValue()).toEqual({ kind: 'none' });
});
