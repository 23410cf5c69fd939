import type {
  PasswordResetRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  TokenPair,
  User,
  UserProfile,
} from '../contracts';
import { getBusInternal } from '../bus/bus';
import { apiPaths } from '../contracts/api-paths';
import { apiDelete, apiGet, apiPost, apiPut } from '../http/api-client';
import {
  TOKEN_LOGOUT_PATH,
  TOKEN_PATH,
  endLocalSession,
  refreshSettled,
} from '../http/token-refresh';
import { ApiError, toFriendlyMessage } from '../http/api-error';
import { validateDeletePassword, validateEmail } from '../validation/validation';
import {
  isUser,
  readAccessToken,
  readRefreshToken,
  readStoredUser,
  storeTokens,
  storeUser,
} from '../stores/session-storage';

/** Spec §8 texts the session uses. */
export const sessionMessages = {
  loginFallback: 'Invalid username or password.',
  registrationFallback: 'Registration failed',
  forgotPasswordFallback: 'Email not found.',
  resetFallback: 'Please check your input and try again.',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  initFailed: 'Failed to initialize authentication',
  fetchProfileFallback: 'Failed to fetch user profile',
  updateProfileFallback: 'Failed to update profile',
  deleteAccountFallback: 'Failed to delete account',
  profileUpdated: 'Profile updated successfully!',
} as const;

/** Rethrow with the text to show: the server's words, else the spec's fallback for this call. */
function failWith(err: unknown, fallback: string): never {
  const status = err instanceof ApiError ? err.status : 0;
  const body = err instanceof ApiError ? err.body : null;
  const code = err instanceof ApiError ? err.code : undefined;
  throw new ApiError(toFriendlyMessage(err, fallback), status, body, code, true);
}

function signIn(user: User): void {
  storeUser(user);
  getBusInternal().setAuth({ status: 'signed-in', user, hasTokens: true });
}

const PROFILE_PATH = apiPaths.profile;

/**
 * The start-up's profile answer, handed to the first `fetchProfile` (the profile page's, when the
 * visitor opens on it) instead of asking again, once, for the same token, within a few seconds.
 */
let startupProfile: { token: string; at: number; answer: Promise<UserProfile> } | null = null;
const STARTUP_PROFILE_FRESH_MS = 5000;

function takeStartupProfile(): Promise<UserProfile> | null {
  const taken = startupProfile;
  startupProfile = null;
  const fresh = taken && Date.now() - taken.at < STARTUP_PROFILE_FRESH_MS;
  // A failed start-up answer is not handed on: the caller asks the API itself.
  return fresh && taken.token === readAccessToken()
    ? taken.answer.catch(() => apiGet<UserProfile>(PROFILE_PATH))
    : null;
}

/**
 * Set once the page is being left. The browser then cancels its calls: a start-up check cut off
 * that way is no failure of the session, and logging out for it signed the visitor out in every
 * tab and made the server drop their refresh token.
 */
let pageLeft = false;
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => {
    pageLeft = true;
  });

/** Whether a call that got no answer was cut off by the page being left (not refused). */
async function cutOffByLeaving(err: unknown): Promise<boolean> {
  if (err instanceof ApiError && err.status > 0) return false;
  // The cancellation can reach this page before its pagehide does; a task later the page is
  // either gone (and this never resumes) or still here, having lost its connection.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return pageLeft;
}

/** Start-up: with a stored token, confirm it by loading the profile (spec §4 "Session"). */
async function init(): Promise<void> {
  const bus = getBusInternal();
  if (!readAccessToken()) {
    bus.setAuth({ status: 'signed-out', user: null, hasTokens: false });
    return;
  }
  bus.setAuth({ status: 'loading', user: readStoredUser(), hasTokens: true });
  const answer = apiGet<UserProfile>(PROFILE_PATH);
  startupProfile = { token: readAccessToken()!, at: Date.now(), answer };
  try {
    const profile = await answer;
    if (!isUser(profile)) throw new Error('Profile response has no user');
    signIn(profile);
  } catch (err) {
    if (await cutOffByLeaving(err)) return;
    // No network at all (a traveller reading a saved city): the stored session stands until it
    // can be checked; signing them out would lose it for nothing.
    const stored = readStoredUser();
    if (err instanceof ApiError && err.code === 'OFFLINE' && stored) {
      bus.setAuth({ status: 'signed-in', user: stored, hasTokens: true });
      return;
    }
    console.error(sessionMessages.initFailed, err);
    // A full logout: the server forgets the refresh token too (best effort), then local state.
    await logout();
  }
}

async function login(username: string, password: string): Promise<User> {
  let tokens: TokenPair;
  try {
    tokens = await apiPost<TokenPair>(TOKEN_PATH, { username, password });
  } catch (err) {
    failWith(err, sessionMessages.loginFallback);
  }
  if (!tokens || typeof tokens.access !== 'string' || typeof tokens.refresh !== 'string') {
    throw new ApiError(sessionMessages.loginFallback, 0, tokens, undefined, true);
  }
  storeTokens(tokens.access, tokens.refresh);
  const fromLogin: User = {
    id: tokens.user?.id ?? 0,
    username: tokens.user?.username ?? username,
    email: tokens.user?.email ?? '',
    ...(tokens.user?.name ? { name: tokens.user.name } : {}),
  };
  signIn(fromLogin);
  try {
    const profile = await apiGet<UserProfile>(PROFILE_PATH);
    if (isUser(profile)) {
      signIn(profile);
      return profile;
    }
  } catch {
    // The stored user stands in when the profile cannot be loaded (spec §4).
  }
  return fromLogin;
}

async function register(req: RegistrationRequest): Promise<void> {
  try {
    await apiPost<unknown>(apiPaths.register, req);
  } catch (err) {
    failWith(err, sessionMessages.registrationFallback);
  }
}

/**
 * Ends the session here at once, whatever the network does (a slow answer, a tab closed right
 * away); then asks the server to revoke the tokens, best effort (spec: errors ignored).
 */
async function logout(): Promise<void> {
  startupProfile = null;
  const access = readAccessToken();
  const refresh = readRefreshToken();
  endLocalSession();
  if (!access && !refresh) return;
  // A refresh in flight cannot store its tokens any more (the generation moved on); wait for
  // it so the server sees the rotation before the logout, which then ends the whole family.
  await refreshSettled();
  try {
    await apiPost<unknown>(
      TOKEN_LOGOUT_PATH,
      { refresh },
      // The tokens are no longer stored: the call carries them itself; keepalive lets it finish
      // after the tab has gone.
      { keepalive: true, headers: access ? { Authorization: `Bearer ${access}` } : undefined },
    );
  } catch {
    // Ignored: the local session has ended.
  }
}

async function requestPasswordReset(email: string): Promise<void> {
  const invalid = validateEmail(email);
  if (invalid) throw new ApiError(invalid, 0, null, undefined, true);
  try {
    await apiPost<unknown>(apiPaths.forgotPassword, { email: email.trim() });
  } catch (err) {
    failWith(err, sessionMessages.forgotPasswordFallback);
  }
}

async function resetPassword(req: PasswordResetRequest): Promise<void> {
  if (!req.uid || !req.token)
    throw new ApiError(sessionMessages.invalidResetLink, 0, null, undefined, true);
  try {
    await apiPost<unknown>(apiPaths.resetPassword, req);
  } catch (err) {
    failWith(err, sessionMessages.resetFallback);
  }
}

/** `signal`: React Query's, so a profile read nobody waits for any more is cancelled. */
async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  try {
    const profile = await (takeStartupProfile() ?? apiGet<UserProfile>(PROFILE_PATH, { signal }));
    if (isUser(profile) && getBusInternal().auth.getValue().status === 'signed-in') signIn(profile);
    return profile;
  } catch (err) {
    failWith(err, sessionMessages.fetchProfileFallback);
  }
}

export interface ProfileUpdateResult {
  user: UserProfile | User | null;
  /** The server's message, else "Profile updated successfully!" */
  message: string;
}

/** PUT the changes; the stored user and the bus follow the server's answer. */
async function updateProfile(req: ProfileUpdateRequest): Promise<ProfileUpdateResult> {
  let res: unknown;
  try {
    res = await apiPut<unknown>(apiPaths.profileUpdate, req);
  } catch (err) {
    failWith(err, sessionMessages.updateProfileFallback);
  }
  const body = (typeof res === 'object' && res !== null ? res : {}) as Record<string, unknown>;
  // A password change revokes every refresh token; the API answers with a fresh pair for this session.
  const tokens = body.tokens as { access?: unknown; refresh?: unknown } | undefined;
  if (typeof tokens?.access === 'string' && typeof tokens.refresh === 'string') {
    storeTokens(tokens.access, tokens.refresh);
  }
  const user = isUser(body.user) ? body.user : isUser(body) ? (body as unknown as User) : null;
  if (user) signIn(user);
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : sessionMessages.profileUpdated;
  return { user, message };
}

/** DELETE the account with the password; success ends the session (the caller goes to /). */
async function deleteAccount(password: string): Promise<void> {
  const invalid = validateDeletePassword(password);
  if (invalid) throw new ApiError(invalid, 0, null, undefined, true);
  try {
    await apiDelete<unknown>(apiPaths.accountDeletion, {
      json: { password, confirm_deletion: true },
    });
  } catch (err) {
    failWith(err, sessionMessages.deleteAccountFallback);
  }
  endLocalSession();
}

/** The auth session (spec §4); state is published on getBus().auth. */
export const session = {
  init,
  login,
  register,
  logout,
  requestPasswordReset,
  resetPassword,
  fetchProfile,
  updateProfile,
  deleteAccount,
};

/** Spec §3: name, then username, then the part of the email before @, then "User". */
export function displayName(
  user: Pick<User, 'username' | 'email' | 'name'> | null | undefined,
): string {
  const name = user?.name?.trim();
  if (name) return name;
  const username = user?.username?.trim();
  if (username) return username;
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'User';
}
