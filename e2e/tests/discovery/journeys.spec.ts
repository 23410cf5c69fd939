import { expect, test, type Page } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import {
  API,
  header,
  preAcceptCookies,
  signInThroughModal,
  uniqueUsername,
} from '../shell/shell-helpers';
import { FIRST_CITY, pressFirstOn, visitEachSubPage } from './discovery-helpers';
import { gotoHydrated, waitForHydration } from '../../support/hydration';

const PASSWORD = 'Journey2025!';

/** A fresh account, so likes and comments start from a known state. */
async function registerUser(page: Page): Promise<string> {
  const username = uniqueUsername('disc');
  const res = await page.request.post(`${API}/api/register/`, {
    data: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      password_confirm: PASSWORD,
    },
  });
  expect(res.ok()).toBeTruthy();
  return username;
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('search a city by keyboard, then every category card leads to a sub-page with seeded content', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, routes.home.href());
  const search = page.getByRole('combobox', { name: 'Search cities' });
  await search.fill('pari');
  await expect(page.getByRole('option', { name: /Paris/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/city\/Paris$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();

  await visitEachSubPage(page);
  await expect(page.getByText('950 guides')).toBeVisible();
  await expect(page.getByText('500+ frames')).toBeVisible();
  await page.getByRole('link', { name: /^FrameShop/ }).click();
  await expect(page).toHaveURL(/\/frame-shop$/);
});

test('a card pressed as it scrolls into view opens, though its photo replaces the placeholder mid-press', async ({
  page,
}) => {
  // The photos' observer is held, so the press begins on the placeholder for certain; releasing it
  // swaps in the <img> between the press and the release, as a slow phone does while scrolling.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => held.push(() => callback(entries, observer)), options);
      }
    };
    Object.assign(window, { releaseIntersections: () => held.splice(0).forEach((run) => run()) });
  });
  // Reached in the browser, as from a sub-page's breadcrumb: a server-rendered page has its photos.
  await gotoHydrated(page, routes.cityVideos.href(FIRST_CITY));
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: FIRST_CITY })
    .click();
  const food = page.getByRole('link', { name: /^Food/ });
  await food.scrollIntoViewIfNeeded();
  await expect(food.locator('img')).toHaveCount(0);
  const box = (await food.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
  await page.mouse.down();
  await page.evaluate(() =>
    (window as unknown as { releaseIntersections(): void }).releaseIntersections(),
  );
  await expect(food.locator('img')).toHaveCount(1);
  await page.mouse.up();
  await expect(page).toHaveURL(routes.cityFood.href(FIRST_CITY));
});

test('a search with no match says so', async ({ page }) => {
  await gotoHydrated(page, routes.home.href());
  await page.getByRole('combobox', { name: 'Search cities' }).fill('Atlantis');
  await expect(page.getByText('No cities found')).toBeVisible();
  await expect(page.getByText('Try searching for a different city or experience.')).toBeVisible();
});

test('liking a city: signed out opens Sign In; signed in the count changes and survives a reload', async ({
  page,
}) => {
  const username = await registerUser(page);
  await gotoHydrated(page, routes.home.href());
  const popular = page.getByRole('region', { name: 'Popular Cities' });
  const like = popular.getByRole('button', { name: /^Like Paris/ });
  await like.click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInThroughModal(page, username, PASSWORD);
  const before = Number((await like.getAttribute('aria-label'))!.match(/(\d+) like/)![1]);
  await like.click();
  const liked = popular.getByRole('button', { name: `Like Paris, ${before + 1} likes` });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await waitForHydration(page);
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  // Hearts follow the account without a reload: logged out they show the visitor's state, signed
  // in again the user's own like.
  await header(page)
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(liked).toHaveAttribute('aria-pressed', 'false');
  await signInThroughModal(page, username, PASSWORD);
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  // The city page shows the same state.
  await gotoHydrated(page, routes.city.href(FIRST_CITY));
  const cityLike = page.getByRole('button', { name: `Like Paris, ${before + 1} likes` });
  await expect(cityLike).toHaveAttribute('aria-pressed', 'true');
  // By keyboard: the heart refuses presses while in flight but keeps focus throughout.
  await cityLike.focus();
  await page.keyboard.press('Enter');
  const unliked = page.getByRole('button', { name: new RegExp(`^Like Paris, ${before} like`) });
  await expect(unliked).toHaveAttribute('aria-pressed', 'false');
  await expect(unliked).toBeFocused();
});

test('comment on a lifestyle photo, then delete it', async ({ page }) => {
  const username = await registerUser(page);
  await gotoHydrated(page, routes.cityLifestyle.href(FIRST_CITY));
  await signInThroughModal(page, username, PASSWORD);
  await page
    .getByRole('button', { name: /^Comments on / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Comments' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  const text = `Golden light at ${Date.now()}`;
  await dialog.getByLabel('Add a comment').fill(text);
  await send.click();
  await expect(dialog.getByText('Comment added successfully!')).toBeVisible();
  await expect(dialog.getByText(text)).toBeVisible();
  await expect(dialog.getByText('Comment added successfully!')).toBeHidden({ timeout: 5_000 });

  await dialog.getByRole('button', { name: `Delete your comment: ${text}` }).click();
  await expect(dialog.getByText('Comment deleted successfully!')).toBeVisible();
  await expect(dialog.getByText(text)).toBeHidden();
});

test('a viewer opens from a deep link; Back closes a viewer opened on the page', async ({
  page,
}) => {
  const photos = (await (
    await page.request.get(`${API}/api/lifestyle-photos/?city=${FIRST_CITY}`)
  ).json()) as { id: number; title: string }[];
  const second = photos[1]!;
  await gotoHydrated(page, `${routes.cityLifestyle.href(FIRST_CITY)}?photo=${second.id}`);
  const viewer = page.getByRole('dialog', { name: second.title });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`2 of ${photos.length}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`photo=${photos[2]!.id}`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/photo=/);

  // The article reader: opened on the page, closed by Back.
  await pressFirstOn(
    page,
    routes.cityArticles.href(FIRST_CITY),
    page.getByRole('link', { name: /^Read / }),
  );
  const reader = page.getByRole('dialog');
  await expect(reader).toBeVisible();
  await expect(reader.getByText(/\d+ min read/)).toBeVisible();
  await expect(page).toHaveURL(/article=\d+/);
  await page.goBack();
  await expect(reader).toBeHidden();
  await expect(page).toHaveURL(/\/articles$/);
});

test('a video plays in its card with the embed it would load, and says so when it cannot be reached', async ({
  page,
}) => {
  await pressFirstOn(
    page,
    routes.cityVideos.href(FIRST_CITY),
    page.getByRole('button', { name: /^Play / }),
  );
  const frame = page.locator('iframe[title$="(video)"]');
  await expect(frame).toHaveCount(1);
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}\?autoplay=1&vq=hd2160/);
  // Nothing outside this machine answers: an honest message instead of an endless spinner.
  await expect(page.getByText('This video can’t be played right now')).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(frame).toHaveCount(0);
});
