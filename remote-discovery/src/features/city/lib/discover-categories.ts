import {
  citySubPageRoutes,
  citySubPages,
  routes,
  type CityCategory,
  type CityContent,
} from '@citylens/shared';
import { categoryList } from '../../../lib/city-categories';

/** A card of the Discover grid: the category plus the label under its name. */
export interface DiscoverCategory extends Omit<CityCategory, 'count'> {
  countLabel: string;
}

const UNITS: Record<string, [string, string]> = {
  lifestyle: ['photo', 'photos'],
  articles: ['article', 'articles'],
  videography: ['video', 'videos'],
  food: ['item', 'items'],
};

function countLabel(category: CityCategory): string {
  const [one, many] = UNITS[category.name] ?? ['item', 'items'];
  return `${category.count} ${category.count === 1 ? one : many}`;
}

/**
 * The Discover grid: the server's categories, with transport's text and count label fixed (its
 * thumbnail and content stay the server's) and FrameShop added at the end.
 */
export function discoverCategories(city: CityContent): DiscoverCategory[] {
  const fromServer = categoryList(city);
  const transportFromServer = fromServer.find((c) => c.name === 'transport');
  const transport: DiscoverCategory = {
    id: transportFromServer?.id ?? `${city.id}-transport`,
    name: 'transport',
    name_display: 'Transport',
    description: `Navigate ${city.name} like a local: lines, passes and getting around.`,
    countLabel: '950 guides',
    thumbnail_url: transportFromServer?.thumbnail_url ?? null,
    content: transportFromServer?.content ?? [],
  };
  const frameshop: DiscoverCategory = {
    id: `${city.id}-frameshop`,
    name: 'frameshop',
    name_display: 'FrameShop',
    description: 'Beautiful frames for your favourite city photos, in black or brown.',
    countLabel: '500+ frames',
    thumbnail_url: city.image ?? city.thumbnail_url,
    content: [],
  };
  const list: DiscoverCategory[] = fromServer
    .filter((c) => c.name !== 'transport')
    .map(({ count: _count, ...c }) => ({ ...c, countLabel: countLabel({ ...c, count: _count }) }));
  return [...list, transport, frameshop];
}

/**
 * Where a category card goes: its sub-page (videography is /videos), the frame shop, or null
 * for any other category (its content is shown in place).
 */
export function categoryHref(cityName: string, categoryName: string): string | null {
  if (categoryName === 'frameshop') return routes.frameShop.href();
  // The API's category is "videography"; its sub-page is /videos.
  const slug = categoryName === 'videography' ? 'videos' : categoryName;
  const subPage = citySubPages.find((page) => page === slug);
  return subPage ? citySubPageRoutes[subPage].href(cityName) : null;
}
