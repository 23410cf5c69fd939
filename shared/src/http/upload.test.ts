/**
 * @jest-environment ./src/testing/jsdom-fetch-environment.cjs
 */
import { apiUpload } from './upload';
import { NETWORK_ERROR_MESSAGE } from './api-error';
import { installFakeApi, json, TEST_API } from '../testing/fake-api';
import { resetClientState, signInWithTokens } from '../testing/token-fixtures';

beforeEach(resetClientState);

describe('apiUpload without a progress callback', () => {
  test('apiUpload without a progress callback sends multipart through the shared client', async () => {
    signInWithTokens('abc');
    const api = installFakeApi({ 'POST /api/lifestyle-photos/': () => json({ id: 9 }, 201) });
    const form = new FormData();
    form.append('title', 'Sunset');
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'sunset.png');
    await expect(apiUpload<{ id: number }>('/api/lifestyle-photos/', form)).resolves.toEqual({
      id: 9,
    });
    expect(String(api.calls[0]!.body)).toContain('name="image"; filename="sunset.png"');
    const request = api.fetchMock.mock.calls[0]![0] as Request;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.calls[0]!.authorization).toBe('Bearer abc');
  });
});

/** A scripted XMLHttpRequest: the test drives upload progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('apiUpload with progress (XMLHttpRequest)', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    jest.useRealTimers();
  });

  const photoForm = () => {
    const form = new FormData();
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'sunset.png');
    return form;
  };

  test('the spec ramp is the floor: 10 every 200 ms up to 90, then 100 when all bytes are sent', async () => {
    jest.useFakeTimers();
    signInWithTokens('abc');
    const progress: number[] = [];
    const done = apiUpload<{ id: number }>('/api/lifestyle-photos/', photoForm(), {
      onProgress: (p) => progress.push(p),
    });
    await jest.advanceTimersByTimeAsync(2400); // 12 steps of 200 ms: capped at 90
    expect(progress).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${TEST_API}/api/lifestyle-photos/`);
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.answer(201, { id: 9 });
    await expect(done).resolves.toEqual({ id: 9 });
    expect(progress.at(-1)).toBe(100);
  });

  test('real progress ahead of the ramp is shown as it happens, never going back', async () => {
    jest.useFakeTimers();
    const progress: number[] = [];
    const done = apiUpload('/api/lifestyle-photos/', photoForm(), {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.sent[0]!;
    xhr.progress(45, 100);
    xhr.progress(30, 100); // out of order events never move it back
    await jest.advanceTimersByTimeAsync(200);
    xhr.progress(100, 100); // all bytes, not yet confirmed by the upload's load event
    expect(progress).toEqual([0, 45, 99]);
    xhr.answer(201, { id: 1 });
    await done;
    expect(progress).toEqual([0, 45, 99, 100]);
  });

  test('a 401 refreshes once and sends again; an error answer carries the server words', async () => {
    signInWithTokens();
    installFakeApi({ 'POST /api/token/refresh/': () => json({ access: 'new-access' }) });
    const done = apiUpload('/api/lifestyle-photos/', photoForm(), { onProgress: () => undefined });
    FakeXhr.sent[0]!.answer(401, { detail: 'expired' });
    await waitFor(() => FakeXhr.sent.length === 2);
    expect(FakeXhr.sent[1]!.headers.Authorization).toBe('Bearer new-access');
    FakeXhr.sent[1]!.answer(400, { title: ['Title is required'], detail: 'Bad photo' });
    await expect(done).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Bad photo',
      body: { title: ['Title is required'], detail: 'Bad photo' },
    });
  });

  test('a network failure says so', async () => {
    const done = apiUpload('/api/lifestyle-photos/', photoForm(), { onProgress: () => undefined });
    FakeXhr.sent[0]!.onerror?.();
    await expect(done).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });
});

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}
