import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostPage } from '@citylens/shared/contracts';

/**
 * The host's own pages, each its own chunk so the home route does not load them.
 * /cookies composes the policy text (static-pages) with the preferences (cookie-consent).
 */
export const hostPages: Record<HostPage, LazyExoticComponent<ComponentType>> = {
  privacy: lazy(() => import('../features/static-pages/components/PrivacyPage')),
  terms: lazy(() => import('../features/static-pages/components/TermsPage')),
  faq: lazy(() => import('../features/static-pages/components/FaqPage')),
  contact: lazy(() => import('../features/contact/components/ContactPage')),
  cookies: lazy(async () => {
    const [{ CookiesPage }, { default: CookiePolicy }] = await Promise.all([
      import('../features/cookie-consent/components/CookiesPage'),
      import('../features/static-pages/components/CookiePolicy'),
    ]);
    return { default: () => createElement(CookiesPage, { policy: createElement(CookiePolicy) }) };
  }),
};
