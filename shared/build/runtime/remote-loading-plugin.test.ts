import remoteLoadingPlugin, {
  ENTRY_SCRIPT_TIMEOUT_MS,
  MANIFEST_TIMEOUT_MS,
} from './remote-loading-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type CreateScriptHook = (args: { url: string; attrs?: Record<string, unknown> }) => {
  script: HTMLScriptElement;
  timeout: number;
};

const plugin = remoteLoadingPlugin() as unknown as {
  fetch: FetchHook;
  createScript: CreateScriptHook;
};

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('a manifest request that never answers is aborted after the timeout', async () => {
  jest.useFakeTimers();
  // A server that accepts and never answers: the request only ends when aborted.
  globalThis.fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      ),
  ) as typeof fetch;
  const result = plugin.fetch('http://localhost:3003/mf-manifest.json', {});
  const settled = expect(result).rejects.toThrow(`Timed out after ${MANIFEST_TIMEOUT_MS} ms`);
  await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS);
  await settled;
});

test('a manifest that answers in time is returned as is', async () => {
  const response = { ok: true, status: 200 } as Response;
  globalThis.fetch = jest.fn(async () => response) as typeof fetch;
  await expect(plugin.fetch('http://localhost:3003/mf-manifest.json', {})).resolves.toBe(response);
});

test('remote entry scripts get a timeout and keep their attributes', () => {
  const { script, timeout } = plugin.createScript({
    url: 'http://localhost:3003/remoteEntry.js',
    attrs: { crossorigin: 'anonymous', async: true },
  });
  expect(timeout).toBe(ENTRY_SCRIPT_TIMEOUT_MS);
  expect(script.src).toBe('http://localhost:3003/remoteEntry.js');
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script.async).toBe(true);
});
