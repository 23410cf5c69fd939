import { expect, type Page } from '@playwright/test';

export interface ChunkResponse {
  url: string;
  status: number;
}

/**
 * Watches a shop page a visitor opened before the shop is redeployed: its page errors and chunk
 * load failures (`problems`), and the shop chunks it loads from `shopOrigin`.
 */
export function watchOpenShopPage(page: Page, shopOrigin: string) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (m) => {
    if (/ChunkLoadError|Loading chunk .* failed/i.test(m.text())) problems.push(m.text());
  });
  const shopChunks: ChunkResponse[] = [];
  page.on('response', (res) => {
    if (res.url().startsWith(`${shopOrigin}/chunks/`)) {
      shopChunks.push({ url: res.url(), status: res.status() });
    }
  });
  return {
    problems,
    /**
     * Opens the cart modal, then goes to /checkout without a reload, as the host's links do: code
     * the page had not loaded yet. Returns the shop chunks loaded meanwhile.
     */
    async openCartThenCheckout(): Promise<ChunkResponse[]> {
      const chunksBefore = shopChunks.length;
      await page.getByRole('banner').getByRole('button', { name: /CART/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/checkout');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1, name: /Checkout/ })).toBeVisible();
      return shopChunks.slice(chunksBefore);
    },
  };
}
