import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getBus, session, type User } from '@citylens/shared';
import { ThemeProvider } from '@citylens/shared/ui';
import { resetBusForTests } from '@citylens/shared/testing';
import AuthModals from './AuthModals';

const demo: User = { id: 1, username: 'demo', email: 'demo@citylens.example' };

function setup(kind: 'open-sign-in' | 'open-create-account' | 'open-reset-password') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ThemeProvider>
      <AuthModals />
    </ThemeProvider>,
  );
  act(() => getBus().sendIntent({ type: kind }));
  return user;
}

const overlay = () => getBus().overlay.getValue().kind;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/**
 * A session call that stays pending until `settle()`: resolving it inside act() keeps the success
 * update in React's act queue, so it renders without moving the fake clock.
 */
function pending<T>(value: T) {
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

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  resetBusForTests();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Sign In modal', () => {
  it('is titled Welcome Back and asks for both fields', async () => {
    const login = jest.spyOn(session, 'login');
    const user = setup('open-sign-in');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(login).not.toHaveBeenCalled();
    // Focus goes to the first field in error, so its message is read out.
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows the API error in the spec words', async () => {
    jest
      .spyOn(session, 'login')
      .mockRejectedValue(new ApiError('Invalid username or password.', 401, null, undefined, true));
    const user = setup('open-sign-in');
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(overlay()).toBe('sign-in');
  });

  it('says Login successful! and closes after exactly 2 s', async () => {
    const call = pending(demo);
    const login = jest.spyOn(session, 'login').mockReturnValue(call.promise);
    const user = setup('open-sign-in');
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'CityLens2025!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(login).toHaveBeenCalledWith('demo', 'CityLens2025!');
    await call.settle();
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    advance(1999);
    expect(overlay()).toBe('sign-in');
    advance(1);
    expect(overlay()).toBe('none');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the timed close leaves alone an overlay another app opened during the 2 s', async () => {
    const call = pending(demo);
    jest.spyOn(session, 'login').mockReturnValue(call.promise);
    const user = setup('open-sign-in');
    await user.type(screen.getByLabelText('Username'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'CityLens2025!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await call.settle();
    advance(1000);
    act(() => getBus().sendIntent({ type: 'open-reviews', cityName: 'Lisbon' }));
    advance(1000);
    expect(getBus().overlay.getValue()).toEqual({ kind: 'reviews', cityName: 'Lisbon' });
  });

  it('closes on Escape and from the close button', async () => {
    const user = setup('open-sign-in');
    await user.keyboard('{Escape}');
    expect(overlay()).toBe('none');
    act(() => getBus().sendIntent({ type: 'open-sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Close sign in' }));
    expect(overlay()).toBe('none');
  });

  it('switches to Create Account and Reset Password, and back', async () => {
    const user = setup('open-sign-in');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('Create Account modal', () => {
  const valid = {
    username: 'ana_lima',
    email: 'ana@example.com',
    password: 'Harbour2025',
    password_confirm: 'Harbour2025',
  };
  const labels = {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    password_confirm: 'Confirm Password',
  } as const;

  async function fillAndSubmit(
    user: ReturnType<typeof userEvent.setup>,
    form: Partial<typeof valid>,
  ) {
    for (const key of Object.keys(labels) as (keyof typeof labels)[]) {
      const input = screen.getByLabelText(labels[key]);
      await user.clear(input);
      const value = form[key] ?? '';
      if (value) await user.type(input, value);
    }
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  const cases: [string, string, Partial<typeof valid>][] = [
    ['username missing', 'Username is required', { ...valid, username: '' }],
    ['username short', 'Username must be at least 3 characters long', { ...valid, username: 'ab' }],
    [
      'username long',
      'Username must be no more than 30 characters long',
      { ...valid, username: 'a'.repeat(31) },
    ],
    [
      'username characters',
      'Username can only contain letters, numbers, and underscores',
      { ...valid, username: 'ana-lima' },
    ],
    ['email missing', 'Email is required', { ...valid, email: '' }],
    ['email shape', 'Please enter a valid email address', { ...valid, email: 'ana@example' }],
    ['password missing', 'Password is required', { ...valid, password: '' }],
    [
      'password short',
      'Password must be at least 8 characters long',
      { ...valid, password: 'short1', password_confirm: 'short1' },
    ],
    ['confirmation missing', 'Please confirm your password', { ...valid, password_confirm: '' }],
    [
      'confirmation differs',
      'Passwords do not match',
      { ...valid, password_confirm: 'Harbour2026' },
    ],
  ];

  it.each(cases)('%s → %s', async (_name, message, form) => {
    const register = jest.spyOn(session, 'register');
    const user = setup('open-create-account');
    await fillAndSubmit(user, form);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
    // The field in error takes focus and is described by the message.
    expect(document.activeElement).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('shows the first error only', async () => {
    const user = setup('open-create-account');
    await fillAndSubmit(user, {
      username: 'ab',
      email: 'nope',
      password: '1',
      password_confirm: '2',
    });
    expect(screen.getByText('Username must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Password must be at least 8 characters long'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('shows the server error', async () => {
    jest
      .spyOn(session, 'register')
      .mockRejectedValue(
        new ApiError('A user with that username already exists.', 400, null, undefined, true),
      );
    const user = setup('open-create-account');
    await fillAndSubmit(user, valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A user with that username already exists.',
    );
  });

  it('on success closes after 2 s, then opens Sign In 0.5 s later', async () => {
    const call = pending(undefined);
    const register = jest.spyOn(session, 'register').mockReturnValue(call.promise);
    const user = setup('open-create-account');
    await fillAndSubmit(user, valid);
    expect(register).toHaveBeenCalledWith(valid);
    await call.settle();
    expect(screen.getByText('Registration successful! Please login.')).toBeInTheDocument();
    advance(1999);
    expect(overlay()).toBe('create-account');
    advance(1);
    expect(overlay()).toBe('none');
    advance(499);
    expect(overlay()).toBe('none');
    advance(1);
    expect(overlay()).toBe('sign-in');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('Sign In does not replace an overlay opened between the close and the 0.5 s step', async () => {
    const call = pending(undefined);
    jest.spyOn(session, 'register').mockReturnValue(call.promise);
    const user = setup('open-create-account');
    await fillAndSubmit(user, valid);
    await call.settle();
    advance(2000);
    expect(overlay()).toBe('none');
    act(() => getBus().sendIntent({ type: 'open-cart' }));
    advance(500);
    expect(overlay()).toBe('cart');
  });

  it('closing by hand during the 2 s cancels the automatic steps', async () => {
    jest.spyOn(session, 'register').mockResolvedValue(undefined);
    const user = setup('open-create-account');
    await fillAndSubmit(user, valid);
    await screen.findByText('Registration successful! Please login.');
    await user.keyboard('{Escape}');
    advance(3000);
    expect(overlay()).toBe('none');
  });
});

describe('Reset Password modal', () => {
  it.each([
    ['', 'Email is required'],
    ['ana@', 'Please enter a valid email address'],
  ])('validates the email "%s" before any call', async (email, message) => {
    const request = jest.spyOn(session, 'requestPasswordReset');
    const user = setup('open-reset-password');
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the API error (Email not found.)', async () => {
    jest
      .spyOn(session, 'requestPasswordReset')
      .mockRejectedValue(new ApiError('Email not found.', 404, null, undefined, true));
    const user = setup('open-reset-password');
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not found.');
  });

  it('switches to the Check Your Email view on success', async () => {
    const request = jest.spyOn(session, 'requestPasswordReset').mockResolvedValue(undefined);
    const user = setup('open-reset-password');
    await user.type(screen.getByLabelText('Email'), 'demo@citylens.example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(request).toHaveBeenCalledWith('demo@citylens.example');
    expect(await screen.findByRole('dialog', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('demo@citylens.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Sign In' })).toHaveFocus();
  });
});
