import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@citylens/shared/router';
import { renderWithProviders, resetBusForTests } from '@citylens/shared/testing';
import { ApiError, getBus, session } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { RESET_REDIRECT_MS } from '../hooks/use-reset-password-form';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path={routes.resetPassword.path} element={<ResetPasswordPage />} />
    </Routes>,
    { route: path },
  );
}

/** Types a valid new password twice and presses Reset Password. */
async function submitNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('New password'), 'a-new-password');
  await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('checks length then match, and editing clears the error', async () => {
  const user = userEvent.setup();
  renderAt('/reset-password/MQ/abc');
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Password must be at least 8 characters long',
  );
  await user.type(screen.getByLabelText('New password'), '-but-now-long');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Confirm new password'), 'different-one');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
});

test('each error marks its own field invalid and is tied to it; the form alert keeps the text', async () => {
  const { user } = renderAt('/reset-password/MQ/abc');
  const password = () => screen.getByLabelText('New password', { selector: 'input' });
  const confirm = () => screen.getByLabelText('Confirm new password', { selector: 'input' });
  await user.type(password(), 'short');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(password()).toHaveAttribute('aria-invalid', 'true');
  expect(password()).toHaveAccessibleDescription('Password must be at least 8 characters long');
  expect(confirm()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Password must be at least 8 characters long',
  );

  await user.type(password(), '-but-now-long');
  expect(password()).not.toHaveAttribute('aria-invalid');
  expect(password()).toHaveAccessibleDescription('');
  await user.type(confirm(), 'different-one');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(confirm()).toHaveAttribute('aria-invalid', 'true');
  expect(confirm()).toHaveAccessibleDescription('Passwords do not match');
  expect(password()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
});

test('a server error about the link marks no field invalid', async () => {
  jest
    .spyOn(session, 'resetPassword')
    .mockRejectedValue(new ApiError('Invalid or expired reset link.', 400, null, undefined, true));
  const { user } = renderAt('/reset-password/MQ/abc');
  await submitNewPassword(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link.');
  for (const label of ['New password', 'Confirm new password']) {
    expect(screen.getByLabelText(label, { selector: 'input' })).not.toHaveAttribute('aria-invalid');
  }
});

test('success says so and goes home after 2 s', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const reset = jest.spyOn(session, 'resetPassword').mockResolvedValue();
  renderAt('/reset-password/MQ/abc');
  await submitNewPassword(user);
  expect(reset).toHaveBeenCalledWith({
    uid: 'MQ',
    token: 'abc',
    new_password: 'a-new-password',
    new_password_confirm: 'a-new-password',
  });
  expect(
    await screen.findByText('Password reset successfully! Redirecting to login...'),
  ).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(RESET_REDIRECT_MS - 1));
  expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test('a server error is shown in its words', async () => {
  const user = userEvent.setup();
  jest
    .spyOn(session, 'resetPassword')
    .mockRejectedValue(
      new ApiError(
        'Invalid or expired reset link.',
        400,
        { detail: 'Invalid or expired reset link.' },
        undefined,
        true,
      ),
    );
  renderAt('/reset-password/MQ/abc');
  await submitNewPassword(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link.');
});

test('a link without its token shows Invalid Reset Link', () => {
  renderAt('/reset-password/MQ');
  expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
});

test('a used or expired link says so and offers a new one through the Reset Password modal', async () => {
  resetBusForTests();
  const user = userEvent.setup();
  jest
    .spyOn(session, 'resetPassword')
    .mockRejectedValue(
      new ApiError(
        'This password reset link is invalid or has expired. Please request a new password reset.',
        400,
        null,
        undefined,
        true,
      ),
    );
  renderAt('/reset-password/MQ/used-token');
  await submitNewPassword(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This password reset link is invalid or has expired.',
  );
  await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
  expect(getBus().overlay.getValue()).toEqual({ kind: 'reset-password' });
});
