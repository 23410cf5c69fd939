import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostPage } from '@citylens/shared/contracts';

/**
 * The host's own pages, each its own chunk so the home route does not load them.
 * /cookies composes the policy text (static-pages) with the preferences (cookie-consent).
 */
export const hostPages: Record<HostPage, LazyExoticComponent<ComponentType>> = {
  privacy: lazy(() => import('../features/static-pages/PrivacyPage')),
  terms: lazy(() => import('../features/static-pages/TermsPage')),
  faq: lazy(() => import('../features/static-pages/FaqPage')),
  contact: lazy(() => import('../features/contact/ContactPage')),
  cookies: lazy(async () => {
    const [{ CookiesPage }, { default: CookiePolicy }] = await Promise.all([
      import('../features/cookie-consent/CookiesPage'),
      import('../features/static-pages/CookiePolicy'),
    ]);
    return { default: () => createElement(CookiesPage, { policy: createElement(CookiePolicy) }) };
  }),
};
