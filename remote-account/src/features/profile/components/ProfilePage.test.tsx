/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError, getBus, session, type UserProfile } from '@citylens/shared';
import { Route, Routes } from '@citylens/shared/router';
import {
  configureTestApi,
  installFakeApi,
  json,
  profileFixture as profile,
  renderWithProviders,
  resetBusForTests,
  setAuthStateForTests,
  signedInUser,
} from '@citylens/shared/testing';
import { pastBooking, placedOrder, upcomingBooking } from '../../../testing/fixtures';
import { ProfilePage } from './ProfilePage';

beforeEach(() => {
  resetBusForTests();
  setAuthStateForTests({
    status: 'signed-in',
    user: signedInUser,
    hasTokens: true,
  });
});
afterEach(() => jest.restoreAllMocks());

function renderProfile(data: Partial<UserProfile> = {}) {
  jest.spyOn(session, 'fetchProfile').mockResolvedValue({ ...profile, ...data });
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    { route: '/profile' },
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** Fills the change-password block (current, new, confirmation) and presses Update Profile. */
async function changePassword(
  user: ReturnType<typeof renderProfile>['user'],
  [current, next, confirm]: [string, string, string],
) {
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
}

test('shows the title, member since as a long date, and the fields from the server', async () => {
  renderProfile();
  expect(screen.getByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
  expect(await screen.findByText('January 2, 2025')).toBeInTheDocument();
  expect(field('Username')).toHaveValue('mara');
  expect(field('Email')).toHaveValue('mara@example.com');
  expect(field('First name')).toHaveValue('Mara');
  expect(field('Last name')).toHaveValue('Li');
});

test('the profile shows My bookings and My orders under the details, before Delete Account', async () => {
  configureTestApi();
  installFakeApi({
    'GET /api/events/bookings/': () => json([upcomingBooking, pastBooking]),
    'GET /api/orders/': () => json([placedOrder]),
  });
  renderProfile();
  expect(await screen.findByRole('link', { name: 'Sumida River Night Walk' })).toBeInTheDocument();
  expect(await screen.findByText('Total $178.00')).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual(['My bookings', 'My orders', 'Delete Account']);
});

test('member since says Unknown when the date is absent', async () => {
  renderProfile({ date_joined: null });
  expect(await screen.findByText('Unknown')).toBeInTheDocument();
});

test('every password field has its own show/hide toggle', async () => {
  const { user } = renderProfile();
  await screen.findByDisplayValue('Mara');
  for (const label of ['Current password', 'New password', 'Confirm new password']) {
    expect(field(label)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: `Show ${label.toLowerCase()}` }));
    expect(field(label)).toHaveAttribute('type', 'text');
  }
});

test('Update Profile says Saving... while working, then the server message; the header follows', async () => {
  let finish: (v: Awaited<ReturnType<typeof session.updateProfile>>) => void = () => undefined;
  const update = jest
    .spyOn(session, 'updateProfile')
    .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const { user } = renderProfile();
  await screen.findByDisplayValue('Mara');
  await user.clear(field('First name'));
  await user.type(field('First name'), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(update).toHaveBeenCalledWith({
    username: 'mara',
    email: 'mara@example.com',
    first_name: 'Ana',
    last_name: 'Li',
  });
  await act(async () =>
    finish({ user: { ...profile, first_name: 'Ana' }, message: 'Profile updated successfully!' }),
  );
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(field('First name')).toHaveValue('Ana');
});

test('a new email is sent with the current password from the change-password block', async () => {
  const update = jest
    .spyOn(session, 'updateProfile')
    .mockResolvedValue({ user: profile, message: 'Profile updated successfully!' });
  const { user } = renderProfile();
  await screen.findByDisplayValue('Mara');
  await user.clear(field('Email'));
  await user.type(field('Email'), 'mara.li@example.com');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(screen.getByText('Current password is required to change email')).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
  await user.type(field('Current password'), 'old-pass-1');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(update).toHaveBeenCalledWith(
    expect.objectContaining({ email: 'mara.li@example.com', current_password: 'old-pass-1' }),
  );
  // The password fields are emptied after a save.
  await waitFor(() => expect(field('Current password')).toHaveValue(''));
});

test('the four password-change messages show under their fields and nothing is sent', async () => {
  const update = jest.spyOn(session, 'updateProfile');
  const { user } = renderProfile();
  await screen.findByDisplayValue('Mara');
  const submit = () => user.click(screen.getByRole('button', { name: 'Update Profile' }));

  await user.type(field('New password'), 'long-enough-1');
  await submit();
  expect(field('Current password')).toHaveAccessibleDescription(
    'Current password is required to change password',
  );
  await user.type(field('Current password'), 'old-pass-1');
  await user.clear(field('New password'));
  await user.type(field('Confirm new password'), 'x');
  await submit();
  expect(field('New password')).toHaveAccessibleDescription('New password is required');
  await user.type(field('New password'), 'short');
  await submit();
  expect(field('New password')).toHaveAccessibleDescription(
    'New password must be at least 8 characters long',
  );
  await user.type(field('New password'), '-but-long');
  await submit();
  expect(field('Confirm new password')).toHaveAccessibleDescription('New passwords do not match');
  expect(update).not.toHaveBeenCalled();
});

test('username and email rules are checked before sending', async () => {
  const { user } = renderProfile();
  await screen.findByDisplayValue('Mara');
  await user.clear(field('Username'));
  await user.type(field('Username'), 'ma ra');
  await user.clear(field('Email'));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(field('Username')).toHaveAccessibleDescription(
    'Username can only contain letters, numbers, and underscores',
  );
  expect(field('Email')).toHaveAccessibleDescription('Email is required');
});

test('a validation error moves focus to the first field in error, which reads its message', async () => {
  const update = jest.spyOn(session, 'updateProfile');
  const { user } = renderProfile();
  await screen.findByDisplayValue('Mara');
  await changePassword(user, ['old-pass-1', 'long-enough-1', 'long-enough-2']);
  expect(field('Confirm new password')).toHaveFocus();
  expect(field('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Confirm new password')).toHaveAccessibleDescription('New passwords do not match');

  // Several errors: the first in the form's order gets focus.
  await user.clear(field('Username'));
  await user.clear(field('Email'));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(field('Username')).toHaveFocus();
  expect(field('Username')).toHaveAccessibleDescription('Username is required');
  expect(update).not.toHaveBeenCalled();
});

test("the server's field errors show under their fields; the first takes focus", async () => {
  jest.spyOn(session, 'updateProfile').mockRejectedValue(
    new ApiError('Failed to update profile', 400, {
      username: ['A user with that username already exists.'],
      current_password: ['Current password is incorrect'],
    }),
  );
  const { user } = renderProfile();
  await screen.findByDisplayValue('Mara');
  await changePassword(user, ['wrong-pass', 'long-enough-1', 'long-enough-1']);
  expect(await screen.findByText('Failed to update profile')).toHaveAttribute('role', 'alert');
  expect(field('Username')).toHaveAccessibleDescription(
    'A user with that username already exists.',
  );
  expect(field('Current password')).toHaveAccessibleDescription('Current password is incorrect');
  // The first field in error takes focus, so its message is read.
  expect(field('Username')).toHaveFocus();
});

describe('Delete Account', () => {
  async function openDialog() {
    const rendered = renderProfile();
    await screen.findByDisplayValue('Mara');
    await rendered.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    return { ...rendered, dialog };
  }

  test('asks for the password; Delete Account is disabled while it is empty', async () => {
    const { dialog, user } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      'This action cannot be undone. Please enter your password to confirm.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), '   ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(
      within(dialog).getByText('Please enter your password to confirm deletion'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failed attempt closes the dialog, clears the password and says why', async () => {
    jest
      .spyOn(session, 'deleteAccount')
      .mockRejectedValue(new ApiError('Incorrect password', 400, null, undefined, true));
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'nope-nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Incorrect password')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  test('success goes to / and says so', async () => {
    const remove = jest.spyOn(session, 'deleteAccount').mockResolvedValue();
    const toasts: string[] = [];
    getBus().intents$.subscribe((i) => i.type === 'toast' && toasts.push(i.message));
    const { dialog, user } = await openDialog();
    await user.type(
      within(dialog).getByLabelText('Password', { selector: 'input' }),
      'my-password',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(remove).toHaveBeenCalledWith('my-password');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(toasts).toContain('Account deleted successfully!');
  });
});
