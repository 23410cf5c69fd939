/**
 * @jest-environment node
 */
import { apiGet } from './api-client';
import { setRuntimeConfig } from '../config/runtime-config';
import { installFakeApi, json, TEST_API } from '../testing/fake-api';

const remotes = { discovery: '', events: '', shop: '', account: '' };

test("on the host's server the API's answers are asked for uncompressed (a local hop)", async () => {
  setRuntimeConfig({ apiBaseUrl: TEST_API, remotes });
  const api = installFakeApi({ 'GET /api/cities/': () => json([]) });
  await expect(apiGet('/api/cities/')).resolves.toEqual([]);
  const request = api.fetchMock.mock.calls[0]![0] as Request;
  expect(request.headers.get('Accept-Encoding')).toBe('identity');
});
