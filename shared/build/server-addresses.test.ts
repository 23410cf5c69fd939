import { serverSideUrl } from '../src/contracts';
import { serverRemotesFromEnv } from './runtime-config';

describe("the host's server reaches the remotes at its own addresses", () => {
  const publicUrl = 'http://localhost:3003/mf-manifest.json';
  const serverUrl = 'http://shop:3003/mf-manifest.json';

  test('without a server address, the runtime config address', () => {
    expect(serverSideUrl(publicUrl, publicUrl, undefined)).toBe(publicUrl);
  });

  test("the remote's manifest, and its canary on the same server, move to the server address", () => {
    expect(serverSideUrl(publicUrl, publicUrl, serverUrl)).toBe(serverUrl);
    expect(
      serverSideUrl('http://localhost:3003/canary/mf-manifest.json', publicUrl, serverUrl),
    ).toBe('http://shop:3003/canary/mf-manifest.json');
  });

  test('a canary on another origin stays where the runtime config says', () => {
    const elsewhere = 'https://canary.example/shop/mf-manifest.json';
    expect(serverSideUrl(elsewhere, publicUrl, serverUrl)).toBe(elsewhere);
  });

  test('CITYLENS_SERVER_REMOTE_<NAME>_URL, checked as a manifest URL', () => {
    expect(serverRemotesFromEnv({ CITYLENS_SERVER_REMOTE_SHOP_URL: ` ${serverUrl} ` })).toEqual({
      shop: serverUrl,
    });
    expect(serverRemotesFromEnv({})).toEqual({});
    expect(() => serverRemotesFromEnv({ CITYLENS_SERVER_REMOTE_SHOP_URL: 'shop:3003' })).toThrow(
      /CITYLENS_SERVER_REMOTE_SHOP_URL/,
    );
  });
});
