import { getRuntimeConfig, hasRuntimeConfig } from '../config/runtime-config';
import { readAccessToken } from '../session/session-storage';

/**
 * API answers asked for by the early page script (src/early) while the app's code is still
 * arriving, each handed to the app's first `apiGet` of the same path, once. An answer that carries
 * the visitor's own state (`is_liked`, which needs their token) is asked for early only when no
 * one is signed in; the app asks for a signed-in visitor's itself.
 */

/** Versioned global: the inline script and the app are separate bundles. */
export const EARLY_ANSWERS_GLOBAL = '__CITYLENS_EARLY_ANSWERS_v1__';

type EarlyAnswer = Promise<unknown>;
type GlobalWithEarlyAnswers = typeof globalThis & {
  [EARLY_ANSWERS_GLOBAL]?: Record<string, EarlyAnswer | undefined>;
};

const g = globalThis as GlobalWithEarlyAnswers;

/** One early call to the API: the answer's body, or null when it failed (the app then asks itself). */
export function fetchEarlyJson(path: string): EarlyAnswer {
  return fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
    headers: { Accept: 'application/json' },
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
}

/**
 * Asks the API for `path` now; resolves to the answer's body, or null when it failed or was not
 * asked. A `personal` answer (the default) is asked for only when no visitor is signed in.
 */
export function startEarlyGet(path: string, { personal = true } = {}): EarlyAnswer {
  if (!hasRuntimeConfig() || typeof fetch !== 'function' || (personal && readAccessToken())) {
    return Promise.resolve(null);
  }
  const answer = fetchEarlyJson(path);
  g[EARLY_ANSWERS_GLOBAL] = { ...g[EARLY_ANSWERS_GLOBAL], [path]: answer };
  return answer;
}

/** The early answer for `path`, handed out once; resolves to null when that call failed. */
export function takeEarlyAnswer(path: string): EarlyAnswer | undefined {
  const answers = g[EARLY_ANSWERS_GLOBAL];
  const answer = answers?.[path];
  if (answers) answers[path] = undefined;
  return answer;
}
