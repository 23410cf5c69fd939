/** What the load test's visitors act on, read from the site before the run, and their accounts. */
import { apiPaths } from '@citylens/shared/contracts';
import { api, USERS } from './settings';

export interface Visitor {
  username: string;
  password: string;
  id: number;
}

/** The seed's cities, events and frames. */
export interface Catalog {
  cities: string[];
  events: number[];
  frames: { id: number }[];
}

export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status}`);
  return (await res.json()) as T;
}

export const post = (body: unknown, token?: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  },
  body: JSON.stringify(body),
});

async function signUp(run: string, n: number): Promise<Visitor> {
  const username = `load${run}u${n}`;
  const password = `Load-${run}-pass!`;
  await json(
    `${api}${apiPaths.register}`,
    post({ username, email: `${username}@example.com`, password, password_confirm: password }),
  );
  const { access } = await json<{ access: string }>(
    `${api}${apiPaths.token}`,
    post({ username, password }),
  );
  const profile = await json<{ id: number }>(`${api}${apiPaths.profile}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return { username, password, id: profile.id };
}

export async function readCatalog(): Promise<Catalog> {
  const cities = (await json<{ name: string }[]>(`${api}${apiPaths.cities}`)).map((c) => c.name);
  const events = (await json<{ id: number }[]>(`${api}${apiPaths.events}`)).map((e) => e.id);
  const frames = await json<{ id: number }[]>(`${api}${apiPaths.pictureFrames}`);
  if (!cities.length || !events.length || !frames.length) throw new Error('the seed is missing');
  return { cities, events, frames };
}

/** USERS accounts, made four at a time. */
export async function makeAccounts(run: string): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let n = 0; n < USERS; n += 4) {
    const batch = Array.from({ length: Math.min(4, USERS - n) }, (_, i) => signUp(run, n + i));
    visitors.push(...(await Promise.all(batch)));
  }
  return visitors;
}
