/** @jest-environment node */
import { offlinePage } from './offline-page';
import { acceptedManifest } from './remote-entry-pairs';

const now = Date.parse('2026-11-29T12:00:00Z');

test('the offline page links every saved city with its size and age, names escaped', async () => {
  const page = offlinePage(
    [
      {
        name: 'Paris',
        savedAt: '',
        updatedAt: '2026-11-29T10:00:00Z',
        items: 80,
        bytes: 4_250_000,
      },
      {
        name: 'Tokyo<b>',
        savedAt: '',
        updatedAt: '2026-11-29T11:55:00Z',
        items: 60,
        bytes: 900_000,
      },
    ],
    now,
  );
  expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('Cache-Control')).toBe('no-store');
  const html = await page.text();
  expect(html).toContain('<h1>You’re offline</h1>');
  expect(html).toContain(
    '<a href="/city/Paris"><strong>Paris</strong><span>4.3 MB · updated 2 h ago</span></a>',
  );
  expect(html).toContain('<strong>Tokyo&lt;b&gt;</strong><span>900 KB · updated 5 min ago</span>');
  expect(html).not.toContain('<b>');
});

test('with no saved city, the offline page says how to save one', async () => {
  const html = await offlinePage([], now).text();
  expect(html).toContain('You have no saved cities yet.');
  expect(html).not.toContain('<ul>');
});

test.each([
  ['this major', '1.4.0', true],
  ['another major', '2.0.0', false],
])('a remote manifest of %s is kept offline: %s', async (_, version, kept) => {
  const manifest = new Response(
    JSON.stringify({ metaData: { citylens: { contractsVersion: version, release: 'r1' } } }),
  );
  expect(await acceptedManifest(manifest)).toBe(kept);
});

test('a manifest that is not one is never kept', async () => {
  expect(await acceptedManifest(new Response('<html>'))).toBe(false);
  expect(await acceptedManifest(new Response('{}'))).toBe(false);
});
