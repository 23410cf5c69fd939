import { citySubPages, routes } from '@citylens/shared/contracts';

/** The city page and its five sub-pages: what a saved city starts from. */
export function cityPagePaths(cityName: string): string[] {
  const subPages = {
    lifestyle: routes.cityLifestyle,
    articles: routes.cityArticles,
    videos: routes.cityVideos,
    food: routes.cityFood,
    transport: routes.cityTransport,
  } as const;
  return [routes.city.href(cityName), ...citySubPages.map((page) => subPages[page].href(cityName))];
}
