import { CONTRACTS_VERSION } from '../../src/contracts/version';
import remoteLoadingPlugin, {
  checkRemoteManifest,
  ENTRY_SCRIPT_TIMEOUT_MS,
  MANIFEST_TIMEOUT_MS,
  RemoteContractMismatchError,
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
  const manifest = { name: 'shop', metaData: { citylens: { contractsVersion: '1.4.0' } } };
  const response = {
    ok: true,
    status: 200,
    clone: () => ({ json: async () => manifest }),
  } as unknown as Response;
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

describe('contract versions in the manifest', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  test('a remote built with another major version of the contracts is refused, with a warning', () => {
    expect(() =>
      checkRemoteManifest('http://localhost:3003/mf-manifest.json', {
        name: 'shop',
        metaData: { citylens: { contractsVersion: '2.0.0', release: 'r2' } },
      }),
    ).toThrow(RemoteContractMismatchError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('contracts 2.0.0'));
    expect(
      (globalThis as { __CITYLENS_REFUSED_REMOTES__?: Record<string, string> })
        .__CITYLENS_REFUSED_REMOTES__?.shop,
    ).toContain('major versions differ');
  });

  test('the same major is accepted and its release is written on the page', () => {
    checkRemoteManifest('http://localhost:3003/mf-manifest.json', {
      name: 'shop',
      metaData: { citylens: { contractsVersion: CONTRACTS_VERSION, release: 'r7' } },
    });
    expect(document.documentElement.getAttribute('data-shop-release')).toBe('r7');
    expect(
      (globalThis as { __CITYLENS_REFUSED_REMOTES__?: Record<string, string> })
        .__CITYLENS_REFUSED_REMOTES__?.shop,
    ).toBeUndefined();
  });

  test('the fetch hook checks manifests it fetches', async () => {
    const manifest = { name: 'events', metaData: { citylens: { contractsVersion: '0.9.0' } } };
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      clone: () => ({ json: async () => manifest }),
    })) as unknown as typeof fetch;
    await expect(plugin.fetch('http://localhost:3002/mf-manifest.json', {})).rejects.toThrow(
      /refused events/,
    );
  });
});
