import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@citylens/shared/router';
import { getBus } from '@citylens/shared';
import { resetBusForTests, setAuthStateForTests as setAuth } from '@citylens/shared/testing';
import { RequireAuth } from './RequireAuth';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
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
