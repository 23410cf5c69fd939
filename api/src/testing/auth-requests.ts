import type { InjectOptions } from 'fastify';

/** The auth requests that many tests send: sign-in, refresh, logout and forgot-password. */
export const signInRequest = (username: string, password: string): InjectOptions => ({
  method: 'POST',
  url: '/api/token/',
  payload: { username, password },
});

export const refreshRequest = (refresh: string): InjectOptions => ({
  method: 'POST',
  url: '/api/token/refresh/',
  payload: { refresh },
});

export const logoutRequest = (refresh: string): InjectOptions => ({
  method: 'POST',
  url: '/api/token/logout/',
  payload: { refresh },
});

export const forgotPasswordRequest = (email: string): InjectOptions => ({
  method: 'POST',
  url: '/api/auth/forgot-password/',
  payload: { email },
});

/** Deletes the signed-in user's own account, confirming with their password. */
export const deleteAccountRequest = (user: { access: string; password: string }) => ({
  method: 'DELETE' as const,
  url: '/api/auth/delete/',
  token: user.access,
  payload: { password: user.password, confirm_deletion: true },
});
