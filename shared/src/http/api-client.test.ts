/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { apiClient, apiDelete, apiGet, apiPost } from './api-client';
import { setRuntimeConfig } from '../config/runtime-config';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { installFakeApi, json, TEST_API } from '../testing/fake-api';
import { resetClientState, signInWithTokens } from '../testing/token-fixtures';

const remotes = { discovery: '', events: '', shop: '', account: '' };

beforeEach(resetClientState);

describe('requests', () => {
  test('JSON to the configured base URL with the stored bearer token', async () => {
    signInWithTokens('abc');
    const api = installFakeApi({
      'POST /api/cities/Paris/add_review/': () => json({ success: true }, 201),
    });
    const res = await apiPost<{ success: boolean }>('/api/cities/Paris/add_review/', {
      name: 'Paris',
      content: 'Lovely',
    });
    expect(res).toEqual({ success: true });
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/cities/Paris/add_review/',
        authorization: 'Bearer abc',
        body: { name: 'Paris', content: 'Lovely' },
      },
    ]);
    const request = api.fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe(`${TEST_API}/api/cities/Paris/add_review/`);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    // The browser chooses the encodings it takes.
    expect(request.headers.get('Accept-Encoding')).toBeNull();
  });

  test('no Authorization header without a stored token; 204 gives undefined', async () => {
    const api = installFakeApi({
      'DELETE /api/cities/Paris/reviews/3/': () => new Response(null, { status: 204 }),
    });
    await expect(apiDelete('/api/cities/Paris/reviews/3/')).resolves.toBeUndefined();
    expect(api.calls[0]!.authorization).toBeNull();
  });

  test('the base URL is read per request, so a config set later is used', async () => {
    const api = installFakeApi({ 'GET /api/cities/': () => json([]) });
    setRuntimeConfig({ apiBaseUrl: 'http://other.test', remotes });
    await apiGet('/api/cities/');
    expect((api.fetchMock.mock.calls[0]![0] as Request).url).toBe('http://other.test/api/cities/');
  });

  test('fetch failure → "Network error. Please check your connection."', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const err = await apiGet('/api/cities/').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0, code: 'NETWORK_ERROR' });
  });

  test('HTTP errors carry status, body and the extracted text', async () => {
    installFakeApi({
      'POST /api/register/': () =>
        json({ username: ['A user with that username already exists.'] }, 400, 'Bad Request'),
    });
    const err = await apiPost('/api/register/', {}).catch((e: unknown) => e);
    expect(err).toMatchObject({
      message: 'A user with that username already exists.',
      status: 400,
      body: { username: ['A user with that username already exists.'] },
      fromBody: true,
    });
  });

  test('apiClient used directly rejects with ApiError too', async () => {
    installFakeApi({
      'GET /api/cities/': () => json({ detail: 'Nope' }, 500, 'Internal Server Error'),
    });
    await expect(apiClient.get('/api/cities/').json()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Nope',
      status: 500,
    });
  });
});
