/** The session's tests: a profile as the API sends it, and the session as stored in this tab. */
import { storageKeys } from '../contracts';

export const profile = {
  id: 7,
  username: 'mara',
  email: 'mara@example.com',
  first_name: 'Mara',
  last_name: 'Li',
  date_joined: '2025-01-02',
};

export const stored = () => ({
  access: localStorage.getItem(storageKeys.accessToken),
  refresh: localStorage.getItem(storageKeys.refreshToken),
  user: JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null') as unknown,
});

export function storeSession() {
  localStorage.setItem(storageKeys.accessToken, 'acc');
  localStorage.setItem(storageKeys.refreshToken, 'ref');
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({ id: 7, username: 'mara', email: 'mara@example.com' }),
  );
}
