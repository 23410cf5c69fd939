import { getRuntimeConfig, hasRuntimeConfig } from '../config/runtime-config';
import { readAccessToken } from '../session/session-storage';

/**
 * API answers asked for by the early page script (src/early) while the app's code is still
 * arriving, each handed to the app's first `apiGet` of the same path, once. Only a visitor with no
 * session is asked for early: a signed-in visitor's answers carry their own state (`is_liked`),
 * which needs their token, so the app asks for those itself.
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

/** Asks the API for `path` now; resolves to the answer's body, or null when it failed or was not asked. */
export function startEarlyGet(path: string): EarlyAnswer {
  if (!hasRuntimeConfig() || typeof fetch !== 'function' || readAccessToken()) {
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
