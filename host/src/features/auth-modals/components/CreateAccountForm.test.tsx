import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getBus, session } from '@citylens/shared';
import { validRegistration } from '@citylens/shared/testing';
import { authModalsTests } from '../../../testing/auth-modals';

const { setup, overlay, advance, pending } = authModalsTests();

describe('Create Account modal', () => {
  const valid = validRegistration;
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
