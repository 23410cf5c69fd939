import { test as base } from '@playwright/test';
import { preAcceptCookies } from '../tests/shell/shell-helpers';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` for journeys that are not about the cookie banner: every test's page starts
 * with the banner already answered (set before any page script runs).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await preAcceptCookies(page);
    await provide(page);
  },
});
