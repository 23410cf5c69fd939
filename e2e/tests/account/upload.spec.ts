import type { City, LifestylePhoto } from '@citylens/shared/contracts';
import { API } from '../shell/shell-helpers';
import { MOBILE, expect, expectNoSeriousA11yViolations, shoot, test } from './account-helpers';

test.use({ accountPrefix: 'upl' });

test('upload a real photo with visible progress, then find it on the city lifestyle page', async ({
  page,
  request,
  account,
}, testInfo) => {
  const cities = (await (await request.get(`${API}/api/cities/`)).json()) as City[];
  const city = cities.find((c) => c.name === 'Marrakech') ?? cities[0]!;
  // A real JPEG: one of the seed's generated city photos.
  const image = await request.get(city.image!);
  expect(image.ok()).toBe(true);
  const bytes = await image.body();

  await page.goto('/lifestyle-photos');
  await expect(page.getByRole('heading', { name: 'Upload Lifestyle Photo' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Upload Photo');
  await expect(page.getByLabel('Creator name', { exact: true })).toHaveValue(account.username);
  await expectNoSeriousA11yViolations(page);

  // The first error is shown: no photo yet.
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByRole('form', { name: 'Upload photo' }).getByRole('alert')).toHaveText(
    'Please select a photo to upload.',
  );
  // Wrong type is refused at once.
  await page.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByRole('form', { name: 'Upload photo' }).getByRole('alert')).toHaveText(
    'File type not supported. Please select JPEG, JPG, PNG, WEBP files',
  );

  const title = `Souk at dusk ${Date.now().toString(36)}`;
  await page.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'souk.jpg',
    mimeType: 'image/jpeg',
    buffer: bytes,
  });
  await expect(page.getByRole('img', { name: 'Preview of souk.jpg' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('City', { exact: true })
    .selectOption({ label: `${city.name}, ${city.country}` });
  await shoot(page, testInfo, 'upload-desktop');

  // Slow the upload so its progress can be seen for a few seconds: the seed's photo is about
  // 80 KB, so 16 KB/s up (at 64 KB/s a loaded machine could miss the whole upload).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 16 * 1024,
  });
  // Every value the bar takes is recorded in the page, however slow the test's own reads are.
  await page.evaluate(() => {
    const seen = new Set<number>();
    (window as unknown as { uploadProgressSeen: Set<number> }).uploadProgressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-valuenow]')) {
        seen.add(Number(bar.getAttribute('aria-valuenow')));
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(/Uploading\.\.\. \d+%/)).toBeVisible();
  await shoot(page, testInfo, 'upload-progress-desktop', false);
  await expect(bar).toBeHidden({ timeout: 60_000 });
  const seen = await page.evaluate(() => [
    ...(window as unknown as { uploadProgressSeen: Set<number> }).uploadProgressSeen,
  ]);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(seen.length, `progress values seen: ${seen.join(', ')}`).toBeGreaterThan(2);

  await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
  await page.setViewportSize(MOBILE);
  await shoot(page, testInfo, 'upload-success-mobile');
  const uploaded = (await (
    await request.get(`${API}/api/lifestyle-photos/?city=${encodeURIComponent(city.name)}`)
  ).json()) as LifestylePhoto[];
  expect(uploaded.map((p) => p.title)).toContain(title);

  await page.getByRole('link', { name: `View My Photo in ${city.name}` }).click();
  await expect(page).toHaveURL(`/city/${encodeURIComponent(city.name)}/lifestyle`);
  await expect(page.getByText(title).first()).toBeVisible();
});
