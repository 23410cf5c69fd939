import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';

/**
 * What the host's server answers for pages that are not pages of the site (issue 49), read as a
 * crawler reads them: an unknown city is a 404 kept out of search results, a made-up path is a real
 * redirect to /, and a reset link is never stored.
 */

test('an unknown city and its sub-pages answer 404 with noindex, and still say City not found', async ({
  request,
  page,
}) => {
  for (const path of [routes.city.href('Atlantis'), routes.cityFood.href('Atlantis')]) {
    const res = await request.get(path);
    expect([path, res.status()]).toEqual([path, 404]);
    expect(await res.text()).toContain('<meta name="robots" content="noindex"');
    expect(res.headers()['cache-status']).toMatch(/^CityLens; /);
  }
  await page.goto(routes.city.href('Atlantis'));
  await expect(page.getByRole('heading', { name: 'City not found' })).toBeVisible();
});

test('a path no route has is a 302 to /, and the files beside the pages still answer', async ({
  request,
}) => {
  for (const path of ['/nowhere', '/city/Paris/nowhere', '/events/12']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([path, res.status(), res.headers().location]).toEqual([path, 302, '/']);
  }
  for (const path of ['/robots.txt', '/sitemap.xml', '/runtime-config.json', '/healthz'])
    expect([path, (await request.get(path)).status()]).toEqual([path, 200]);
});

test('a reset link is no-store; a public page says where it came from', async ({ request }) => {
  const reset = await request.get(routes.resetPassword.href('MQ', 'e2e-token'));
  expect(reset.status()).toBe(200);
  expect(reset.headers()['cache-control']).toBe('no-store');
  expect(reset.headers()['cache-status']).toBe('CityLens; fwd=bypass; detail=secret-in-path');
  await request.get(routes.faq.href());
  const again = await request.get(`${routes.faq.href()}?utm_source=e2e`);
  expect(again.headers()['cache-status']).toMatch(/^CityLens; (hit|fwd=miss; collapsed)/);
});
