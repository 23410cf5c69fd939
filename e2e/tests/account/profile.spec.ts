import { header } from '../shell/shell-helpers';
import {
  MOBILE,
  canSignIn,
  expect,
  expectNoSeriousA11yViolations,
  shoot,
  test,
} from './account-helpers';

test.use({ accountPrefix: 'prof' });

test('update the profile, change the password, delete the account', async ({
  page,
  request,
  account,
}, testInfo) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(
    page.getByText(new RegExp(`Member since [A-Z][a-z]+ \\d{1,2}, ${year}`)),
  ).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(account.username);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(page);

  // Details: the header's name follows at once.
  const renamed = `${account.username.slice(0, 24)}_new`;
  await page.getByLabel('Username', { exact: true }).fill(renamed);
  await page.getByLabel('First name', { exact: true }).fill('Ana');
  await page.getByLabel('Last name', { exact: true }).fill('Souza');
  await shoot(page, testInfo, 'profile-desktop');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: new RegExp(renamed) })).toBeVisible();

  // A new email is confirmed with the current password (the change-password block's field).
  const newEmail = `${renamed}@example.org`;
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Current password is required to change email')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
  expect(await canSignIn(request, newEmail, account.password)).toBe(true);

  // A rule broken in the password block is said under its field, nothing is sent.
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('New password must be at least 8 characters long')).toBeVisible();

  // Password change: the old password fails after.
  const newPassword = 'Second-pass-77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
  expect(await canSignIn(request, renamed, account.password)).toBe(false);
  expect(await canSignIn(request, renamed, newPassword)).toBe(true);
  // This session carries on with the fresh tokens: a reload keeps it signed in.
  await page.reload();
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Souza');

  // Delete: the dialog asks for the password; a wrong one closes it and says why.
  await page.setViewportSize(MOBILE);
  await page.getByRole('button', { name: 'Delete Account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toContainText(
    'This action cannot be undone. Please enter your password to confirm.',
  );
  const confirm = dialog.getByRole('button', { name: 'Delete Account', exact: true });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await shoot(page, testInfo, 'profile-delete-dialog-mobile', false);
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Account', exact: true }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete Account', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Account deleted successfully!')).toBeVisible();
  // They chose to leave: no Sign In modal greets them.
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toHaveCount(0);
  expect(await canSignIn(request, renamed, newPassword)).toBe(false);
});
