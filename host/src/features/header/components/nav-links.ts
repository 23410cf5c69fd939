import { routes } from '@citylens/shared/contracts';

export interface NavItem {
  href: string;
  label: string;
  /** Active only on the exact path (HOME), not below it. */
  end: boolean;
}

/** The main navigation, desktop and mobile alike; UPLOAD PHOTO only when signed in. */
export function mainNavLinks(signedIn: boolean): NavItem[] {
  return [
    { href: routes.home.href(), label: 'HOME', end: true },
    { href: routes.events.href(), label: 'EVENTS', end: false },
    ...(signedIn
      ? [{ href: routes.lifestylePhotos.href(), label: 'UPLOAD PHOTO', end: false }]
      : []),
    { href: routes.frameShop.href(), label: 'FRAME SHOP', end: false },
  ];
}
