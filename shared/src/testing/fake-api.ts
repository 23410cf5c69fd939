/**
 * Test helper for every app: a fake API at the fetch level (ky runs for real). Routes answer by
 * method and path; every call is recorded. App-specific fixtures stay in each app's src/testing/.
 */
import { resetBusForTests, setAuthStateForTests } from '../bus/bus';
import type { User } from '../contracts/entities';
import { resetRuntimeConfigForTests, setRuntimeConfig } from '../config/runtime-config';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const TEST_API = 'http://api.test';

export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function installFakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart or plain text stays as text
    }
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname + url.search,
      authorization: request.headers.get('Authorization'),
      body,
    };
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return json({ detail: 'Not found.' }, 404, 'Not Found');
    return handler(call);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A fresh runtime config with the API at TEST_API and no remotes. */
export function configureTestApi(): void {
  resetRuntimeConfigForTests();
  setRuntimeConfig({
    apiBaseUrl: `${TEST_API}/`,
    remotes: { discovery: '', events: '', shop: '', account: '' },
  });
}

/** Each test from a clean tab: an empty localStorage, a fresh bus, the API at TEST_API. */
export function resetTabForTests(): void {
  localStorage.clear();
  resetBusForTests();
  configureTestApi();
}

/** A fresh bus and runtime config (the API at TEST_API), signed in as `user` with tokens. */
export function signInForTests(user: User): void {
  resetBusForTests();
  configureTestApi();
  setAuthStateForTests({ status: 'signed-in', user, hasTokens: true });
}

/** A fresh runtime config and bus, then the fake API with these routes. */
export function setupFakeApi(routes: Record<string, Handler>) {
  configureTestApi();
  resetBusForTests();
  return installFakeApi(routes);
}
