/**
 * The session's tests: a profile as the API sends it, the signed-in user, the session as stored in
 * this tab, and a registration that passes every rule.
 */
import { storageKeys } from '../contracts';
import type { User, UserProfile } from '../contracts/entities';

export const profile: UserProfile = {
  id: 7,
  username: 'mara',
  email: 'mara@example.com',
  first_name: 'Mara',
  last_name: 'Li',
  date_joined: '2025-01-02',
};

/** The profile's user as the session holds it. */
export const signedInUser: User = { id: 7, username: 'mara', email: 'mara@example.com' };

export const validRegistration = {
  username: 'ana_lima',
  email: 'ana@example.com',
  password: 'Harbour2025',
  password_confirm: 'Harbour2025',
};

export const stored = () => ({
  access: localStorage.getItem(storageKeys.accessToken),
  refresh: localStorage.getItem(storageKeys.refreshToken),
  user: JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null') as unknown,
});

export function storeSession() {
  localStorage.setItem(storageKeys.accessToken, 'acc');
  localStorage.setItem(storageKeys.refreshToken, 'ref');
  localStorage.setItem(storageKeys.user, JSON.stringify(signedInUser));
}
