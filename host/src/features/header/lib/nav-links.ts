import { routes } from '@citylens/shared/contracts';

export interface NavItem {
  href: string;
  label: string;
  /** Active only on the exact path (HOME), not below it. */
  end: boolean;
  /** Shown to a signed-in visitor only (UPLOAD PHOTO). */
  signedInOnly?: boolean;
}

/**
 * The main navigation, desktop and mobile alike; UPLOAD PHOTO only when signed in (`signedIn`
 * true on the server's pass too, where the visitor marker decides: see `visitorOnlyCss`).
 */
export function mainNavLinks(signedIn: boolean): NavItem[] {
  return [
    { href: routes.home.href(), label: 'HOME', end: true },
    { href: routes.events.href(), label: 'EVENTS', end: false },
    ...(signedIn
      ? [
          {
            href: routes.lifestylePhotos.href(),
            label: 'UPLOAD PHOTO',
            end: false,
            signedInOnly: true,
          },
        ]
      : []),
    { href: routes.frameShop.href(), label: 'FRAME SHOP', end: false },
  ];
}
