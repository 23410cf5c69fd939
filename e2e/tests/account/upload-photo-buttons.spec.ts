import type { City } from '@citylens/shared/contracts';
import { API } from '../shell/shell-helpers';
import { MOBILE, expect, expectNoSeriousA11yViolations, test } from './account-helpers';

test.use({ accountPrefix: 'upb' });

test('phone: Choose another photo and Remove photo each keep their label on one line', async ({
  page,
  request,
  account,
}) => {
  await page.setViewportSize(MOBILE);
  const cities = (await (await request.get(`${API}/api/cities/`)).json()) as City[];
  const image = await request.get(cities[0]!.image!);
  expect(image.ok()).toBe(true);

  await page.goto('/lifestyle-photos');
  await expect(page.getByRole('heading', { name: 'Upload Lifestyle Photo' })).toBeVisible();
  await expect(page.getByLabel('Creator name', { exact: true })).toHaveValue(account.username);
  await page.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'market.jpg',
    mimeType: 'image/jpeg',
    buffer: await image.body(),
  });
  await expect(page.getByRole('img', { name: 'Preview of market.jpg' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upload photo' });
  const formBox = (await form.boundingBox())!;
  for (const name of ['Choose another photo', 'Remove photo']) {
    const button = form.getByRole('button', { name });
    const lines = await button.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, name).toBe(1);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(formBox.x + formBox.width);
  }
  await expectNoSeriousA11yViolations(page);
});
