import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { storageKeys } from '@citylens/shared/contracts';
import { uniqueUsername } from '../shell/shell-helpers';
import { screenshotsInto } from '../../support/screenshots';
import { API_URL as API, MAIL_URL } from '../../support/site';

export { expect };
export { expectNoSeriousA11yViolations } from '../../support/axe';

/** The API's mail outbox in the e2e data folder (playwright.config.ts sets DATA_DIR). */
export const OUTBOX = path.resolve(__dirname, '..', '..', '.data', 'api', 'outbox');

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A fresh account made through the API's registration call. */
export async function createAccount(request: APIRequestContext, prefix = 'acct'): Promise<Account> {
  const username = uniqueUsername(prefix);
  const account = { username, email: `${username}@example.com`, password: 'Journey-pass-1' };
  const res = await request.post(`${API}/api/register/`, {
    data: { ...account, password_confirm: account.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Can these credentials sign in? (Straight to the API's token call.) */
export async function canSignIn(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<boolean> {
  const res = await request.post(`${API}/api/token/`, { data: { username, password } });
  return res.ok();
}

/**
 * Starts the tab signed in as `account` (tokens from the API, stored the way the session stores
 * them) with cookies already answered. Only once per tab, so a later logout or deletion sticks.
 * Returns the tokens, for calls to the API as that visitor.
 */
export async function startSignedIn(page: Page, request: APIRequestContext, account: Account) {
  const res = await request.post(`${API}/api/token/`, {
    data: { username: account.username, password: account.password },
  });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await page.addInitScript(
    ({ keys, access, refresh }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(keys.accessToken, access);
      localStorage.setItem(keys.refreshToken, refresh);
      localStorage.setItem(keys.cookieConsent, 'accepted');
    },
    { keys: storageKeys, access: tokens.access, refresh: tokens.refresh },
  );
  return tokens;
}

interface CaughtMail {
  to: string;
  link: string | null;
  time: number;
}

/** The mails the API wrote to its outbox (against `pnpm start`'s API). */
async function outboxMails(): Promise<CaughtMail[]> {
  const names = await fs.readdir(OUTBOX).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => {
        const file = path.join(OUTBOX, n);
        const stat = await fs.stat(file);
        const mail = JSON.parse(await fs.readFile(file, 'utf8')) as {
          to: string;
          link: string | null;
        };
        return { ...mail, time: stat.mtimeMs };
      }),
  );
}

/** The mails the mail catcher received (composed site: MailDev's REST API). */
async function caughtMails(mailUrl: string): Promise<CaughtMail[]> {
  const res = await fetch(`${mailUrl}/email`);
  if (!res.ok) throw new Error(`${mailUrl}/email → ${res.status}`);
  const mails = (await res.json()) as { to: { address: string }[]; text: string; date: string }[];
  return mails.flatMap((mail) =>
    mail.to.map(({ address }) => ({
      to: address,
      link: /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)?.[0] ?? null,
      time: Date.parse(mail.date),
    })),
  );
}

/** The newest reset link mailed to `email`: from the mail catcher in containers, else the API's outbox. */
export async function readResetLink(email: string, after = 0): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const mails = MAIL_URL ? await caughtMails(MAIL_URL) : await outboxMails();
        const mine = mails
          .filter((m) => m.to === email && m.link && m.time >= after)
          .sort((a, b) => b.time - a.time);
        link = mine[0]?.link ?? null;
        return link;
      },
      { timeout: 10_000, message: `a reset mail to ${email} in ${MAIL_URL ?? OUTBOX}` },
    )
    .not.toBeNull();
  return link!;
}

/** Attaches a screenshot to the report (a copy in CITYLENS_SHOTS_DIR/account-shots when set). */
export const shoot = screenshotsInto('account-shots');

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * `test` with `account`: a fresh account (its username starts with `accountPrefix`) that the
 * test's page starts signed in as (see startSignedIn).
 */
export const test = base.extend<{ accountPrefix: string; account: Account }>({
  accountPrefix: ['acct', { option: true }],
  account: async ({ page, request, accountPrefix }, provide) => {
    const account = await createAccount(request, accountPrefix);
    await startSignedIn(page, request, account);
    await provide(account);
  },
});
