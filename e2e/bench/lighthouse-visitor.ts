import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  cartCookie,
  routeForPath,
  routes as siteRoutes,
  storageKeys,
  type CartItem,
} from '@citylens/shared/contracts';
import { DEMO } from '../tests/shell/shell-helpers';
import { API_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, HOST_URL } from './site';

/**
 * A new browser profile whose localStorage and cookies hold what this route's visitor would have
 * (fresh tokens each time: they last 15 minutes); null for a first-time visitor.
 */
export async function prepareVisitor(route: string): Promise<string | null> {
  const signedIn = routeForPath(route)?.auth === true;
  const withCart = route === siteRoutes.checkout.href();
  if (!signedIn && !withCart) return null;
  const entries: [string, string][] = [];
  const cookies: string[] = [];
  if (signedIn) {
    const res = await fetch(`${API_URL}/api/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (!res.ok) throw new Error(`signing in the demo user failed: ${res.status}`);
    const tokens = (await res.json()) as { access: string; refresh: string; user?: object };
    entries.push(
      [storageKeys.accessToken, tokens.access],
      [storageKeys.refreshToken, tokens.refresh],
      [storageKeys.user, JSON.stringify(tokens.user ?? { id: 0, username: DEMO.username })],
      [storageKeys.cookieConsent, 'accepted'],
    );
  }
  if (withCart) {
    const frames = (await (await fetch(`${API_URL}/api/picture-frames/`)).json()) as {
      id: number;
      name: string;
      price: number | string;
      frame_size: string;
      black_image_url: string;
      brown_image_url: string;
    }[];
    const cart = frames.slice(0, 2).map((frame, i): CartItem => ({
      ...frame,
      price: Number(frame.price),
      kind: 'picture',
      selectedColor: i === 0 ? 'black' : 'brown',
      quantity: i + 1,
    }));
    entries.push([storageKeys.cart, JSON.stringify(cart)]);
    // As the cart writes it on every change: the server renders the checkout from it.
    cookies.push(cartCookie(cart));
    // A visitor who filled a cart has been through pages that all ask for a cookie choice: the
    // banner (the largest text of a page without a photo) would be what the run measures.
    if (!signedIn) entries.push([storageKeys.cookieConsent, 'necessary']);
  }
  const profileDir = mkdtempSync(path.join(tmpdir(), 'citylens-lh-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    // Any page of the host's origin will do: the health check runs no app code.
    await page.goto(`${HOST_URL}/healthz`);
    await page.evaluate(
      ([items, documentCookies]) => {
        for (const [key, value] of items) localStorage.setItem(key, value);
        for (const cookie of documentCookies) document.cookie = cookie;
      },
      [entries, cookies] as const,
    );
  } finally {
    await context.close();
  }
  return profileDir;
}
