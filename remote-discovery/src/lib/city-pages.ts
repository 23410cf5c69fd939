import { citySubPageRoutes, citySubPages, routes } from '@citylens/shared/contracts';

/** The city page and its five sub-pages: what a saved city starts from. */
export function cityPagePaths(cityName: string): string[] {
  return [
    routes.city.href(cityName),
    ...citySubPages.map((page) => citySubPageRoutes[page].href(cityName)),
  ];
}
