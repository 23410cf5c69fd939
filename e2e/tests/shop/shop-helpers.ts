import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storageKeys, type Frame, type FrameColor } from '@citylens/shared/contracts';
import { waitForHydration } from '../../support/hydration';
import { screenshotsInto } from '../../support/screenshots';
import { API_URL as API } from '../../support/site';

/** A cart kept from an earlier visit, in localStorage before any page of the test runs. */
export async function keepCartInStorage(page: Page, items: object[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [storageKeys.cart, JSON.stringify(items)],
  );
}

export async function listFrames(request: APIRequestContext) {
  const get = async (kind: 'picture' | 'painting') => {
    const res = await request.get(`${API}/api/${kind}-frames/`);
    expect(res.ok()).toBe(true);
    return (await res.json()) as Frame[];
  };
  return { picture: await get('picture'), painting: await get('painting') };
}

export const frameCard = (page: Page, name: string) =>
  page.getByRole('tabpanel').getByRole('article', { name, exact: true });

/**
 * Picks a colour and quantity on a frame card and adds it; waits for the card's confirmation. The
 * page is hydrated first: a colour picked on the server's markup is not the card's state yet.
 */
export async function addFrame(card: Locator, color: FrameColor, quantity = 1) {
  await waitForHydration(card.page());
  await card.getByText(color === 'black' ? 'Black' : 'Brown', { exact: true }).click();
  await card.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(card.getByRole('status')).toContainText('to your cart');
}

export const checkoutDetails: Record<string, string> = {
  'First name': 'Grace',
  'Last name': 'Hopper',
  Email: 'grace@example.com',
  Phone: '+1 202 555 0147',
  Address: '1 Harbour Street',
  City: 'Arlington',
  State: 'Virginia',
  'ZIP code': '22201',
  Country: 'United States',
  'Card number': '4242 4242 4242 4242',
  'Card expiry': '12/29',
  CVV: '737',
  'Cardholder name': 'Grace Hopper',
};

export async function fillCheckout(page: Page, except?: string) {
  for (const [label, value] of Object.entries(checkoutDetails)) {
    if (label !== except) await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Full-page screenshot attached to the report (a copy in CITYLENS_SHOTS_DIR/shop-shots when set). */
export const shot = screenshotsInto('shop-shots');

/** Waits until every image in view has finished loading, so screenshots show the photos. */
export async function imagesSettled(page: Page) {
  // A lazy photo far below the fold (a card still waiting to be seen) is fetched only as it nears
  // the viewport: what is on screen is what must have loaded.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.getAttribute('src'))
      .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
      .every((img) => img.complete),
  );
}
