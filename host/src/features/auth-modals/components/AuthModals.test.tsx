import { act, screen } from '@testing-library/react';
import { ApiError, getBus, session } from '@citylens/shared';
import { authModalsTests } from '../../../testing/auth-modals';

const { demo, setup, overlay, advance, pending } = authModalsTests();

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
