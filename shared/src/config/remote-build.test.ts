import { remoteBuildFor } from './remote-build';

const stable = 'http://localhost:3003/mf-manifest.json';
const canaryUrl = 'http://localhost:3003/canary/mf-manifest.json';
const withCanary = (percent: number) => ({ url: stable, canary: { url: canaryUrl, percent } });

test('0 % sends everybody to stable, 100 % everybody to the canary', () => {
  for (let bucket = 0; bucket < 100; bucket++) {
    expect(remoteBuildFor(withCanary(0), bucket)).toEqual({
      variant: 'stable',
      manifestUrl: stable,
      perVisitor: false,
    });
    expect(remoteBuildFor(withCanary(100), bucket)).toEqual({
      variant: 'canary',
      manifestUrl: canaryUrl,
      perVisitor: true,
    });
  }
});

test('buckets below the percent get the canary; the choice depends on the visitor only while a canary is live', () => {
  expect(remoteBuildFor(withCanary(30), 29)?.variant).toBe('canary');
  expect(remoteBuildFor(withCanary(30), 30)).toEqual({
    variant: 'stable',
    manifestUrl: stable,
    perVisitor: true,
  });
  expect(remoteBuildFor({ url: stable }, 7)).toEqual({
    variant: 'stable',
    manifestUrl: stable,
    perVisitor: false,
  });
});

test('a visitor with no bucket yet: stable where no canary is live, else left to the browser', () => {
  expect(remoteBuildFor({ url: stable }, null)?.manifestUrl).toBe(stable);
  expect(remoteBuildFor(withCanary(0), null)?.manifestUrl).toBe(stable);
  expect(remoteBuildFor(withCanary(1), null)).toBeNull();
});

test('the bucket is asked for only where the remote has a canary', () => {
  const bucket = jest.fn(() => 10);
  expect(remoteBuildFor({ url: stable }, bucket).variant).toBe('stable');
  expect(bucket).not.toHaveBeenCalled();
  expect(remoteBuildFor(withCanary(50), bucket).variant).toBe('canary');
  expect(bucket).toHaveBeenCalledTimes(1);
});
