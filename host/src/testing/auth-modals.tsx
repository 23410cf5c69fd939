import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBus, type User } from '@citylens/shared';
import { ThemeProvider } from '@citylens/shared/ui';
import { resetBusForTests } from '@citylens/shared/testing';
import AuthModals from '../features/auth-modals/components/AuthModals';

/** What the auth modals' tests share: a user, the modals opened by an intent, a fake clock. */
export const demo: User = { id: 1, username: 'demo', email: 'demo@citylens.example' };

export function setup(kind: 'open-sign-in' | 'open-create-account' | 'open-reset-password') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ThemeProvider>
      <AuthModals />
    </ThemeProvider>,
  );
  act(() => getBus().sendIntent({ type: kind }));
  return user;
}

export const overlay = () => getBus().overlay.getValue().kind;
export const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/**
 * A session call that stays pending until `settle()`: resolving it inside act() keeps the success
 * update in React's act queue, so it renders without moving the fake clock.
 */
export function pending<T>(value: T) {
  let resolve: () => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = () => r(value);
  });
  const settle = () =>
    act(async () => {
      resolve();
      await promise;
    });
  return { promise, settle };
}

/** Each test on a fake clock, with an empty localStorage and a fresh bus; the helpers. */
export function authModalsTests() {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    resetBusForTests();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });
  return { demo, setup, overlay, advance, pending };
}
