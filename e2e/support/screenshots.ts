import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * Screenshots the page (or one element), attaches it to the test report, and, only when
 * CITYLENS_SHOTS_DIR is set, keeps a copy in `<CITYLENS_SHOTS_DIR>/<folder>/<name>.png` for
 * reviewing a journey's screens side by side. A plain run writes nothing outside test-results.
 */
export async function attachScreenshot(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  { folder, fullPage = false }: { folder: string; fullPage?: boolean },
): Promise<void> {
  const body =
    'goto' in target
      ? await target.screenshot({ fullPage, animations: 'disabled' })
      : await target.screenshot({ animations: 'disabled' });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  const shotsDir = process.env.CITYLENS_SHOTS_DIR;
  if (!shotsDir) return;
  const dir = path.join(shotsDir, folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.png`), body);
}

/**
 * One area's screenshot function: full page unless told otherwise (a page; an element is shot
 * alone), copies in `<CITYLENS_SHOTS_DIR>/<folder>` when set.
 */
export function screenshotsInto(folder: string) {
  return (target: Page | Locator, testInfo: TestInfo, name: string, fullPage = true) =>
    attachScreenshot(target, testInfo, name, { folder, fullPage });
}
