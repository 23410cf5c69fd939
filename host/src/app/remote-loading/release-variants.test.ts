import { remoteBuildFor } from '@citylens/shared';
import { storageKeys, type RuntimeConfig } from '@citylens/shared/contracts';
import { mirrorReleaseBucket, releaseBucket, resolveRemoteEntries } from './release-variants';

const stable = 'http://localhost:3003/mf-manifest.json';
const canaryUrl = 'http://localhost:3003/canary/mf-manifest.json';
const withCanary = (percent: number) => ({ url: stable, canary: { url: canaryUrl, percent } });

const clearBucketCookie = () => {
  document.cookie = 'citylens_release_bucket=; Path=/; Max-Age=0';
};
beforeEach(() => {
  localStorage.clear();
  clearBucketCookie();
});

test('at 50 % about half of the visitors get the canary, each the same one on every load', () => {
  let canaries = 0;
  for (let visitor = 0; visitor < 1000; visitor++) {
    localStorage.clear();
    clearBucketCookie();
    const bucket = releaseBucket();
    const first = remoteBuildFor(withCanary(50), releaseBucket).variant;
    expect(releaseBucket()).toBe(bucket);
    expect(remoteBuildFor(withCanary(50), releaseBucket).variant).toBe(first);
    if (first === 'canary') canaries += 1;
  }
  expect(canaries).toBeGreaterThan(400);
  expect(canaries).toBeLessThan(600);
});

test('a visitor with no canary anywhere gets no bucket stored', () => {
  const config: RuntimeConfig = {
    apiBaseUrl: 'http://localhost:8000',
    remotes: {
      discovery: 'http://localhost:3001/mf-manifest.json',
      events: 'http://localhost:3002/mf-manifest.json',
      shop: stable,
      account: 'http://localhost:3004/mf-manifest.json',
    },
  };
  expect(resolveRemoteEntries(config, ['shop', 'events'])).toEqual([
    { name: 'shop', entry: stable, variant: 'stable' },
    { name: 'events', entry: 'http://localhost:3002/mf-manifest.json', variant: 'stable' },
  ]);
  expect(localStorage.getItem(storageKeys.releaseBucket)).toBeNull();
  expect(document.cookie).not.toContain('citylens_release_bucket');
});

test('a stored bucket out of range is drawn again', () => {
  localStorage.setItem(storageKeys.releaseBucket, '250');
  const bucket = releaseBucket();
  expect(bucket).toBeGreaterThanOrEqual(0);
  expect(bucket).toBeLessThan(100);
  expect(localStorage.getItem(storageKeys.releaseBucket)).toBe(String(bucket));
});

test('the bucket is mirrored into the cookie the server reads, on every load', () => {
  localStorage.setItem(storageKeys.releaseBucket, '42');
  mirrorReleaseBucket();
  expect(document.cookie).toContain('citylens_release_bucket=42');
  const drawn = releaseBucket();
  expect(document.cookie).toContain(`citylens_release_bucket=${drawn}`);
});

test('a first visit adopts the bucket the server drew (its cookie) into localStorage', () => {
  document.cookie = 'citylens_release_bucket=7; Path=/';
  mirrorReleaseBucket();
  expect(localStorage.getItem(storageKeys.releaseBucket)).toBe('7');
  expect(releaseBucket()).toBe(7);
});

test('a stored bucket wins over a different cookie, which is rewritten', () => {
  localStorage.setItem(storageKeys.releaseBucket, '80');
  document.cookie = 'citylens_release_bucket=3; Path=/';
  expect(releaseBucket()).toBe(80);
  expect(document.cookie).toContain('citylens_release_bucket=80');
});
