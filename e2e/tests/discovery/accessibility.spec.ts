import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { FIRST_CITY } from './discovery-helpers';
import { expectNoSeriousA11yViolations } from '../../support/axe';

const pages = [
  ['home', routes.home.href(), 'Popular Cities'],
  ['city', routes.city.href(FIRST_CITY), `Discover ${FIRST_CITY}`],
  ['lifestyle', routes.cityLifestyle.href(FIRST_CITY), FIRST_CITY],
  ['articles', routes.cityArticles.href(FIRST_CITY), FIRST_CITY],
  ['videos', routes.cityVideos.href(FIRST_CITY), FIRST_CITY],
  ['food', routes.cityFood.href(FIRST_CITY), FIRST_CITY],
  ['transport', routes.cityTransport.href(FIRST_CITY), FIRST_CITY],
] as const;

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

for (const [name, href, heading] of pages) {
  test(`axe finds no serious or critical violation on the ${name} page`, async ({ page }) => {
    await page.goto(href);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
