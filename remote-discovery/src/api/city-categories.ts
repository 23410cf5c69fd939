import {
  cityContentQuery,
  type CategoryKey,
  type CityCategory,
  type CityDetails,
} from '@citylens/shared';

/** The server sends categories as a map keyed by name or as a list; both read the same here. */
export function categoryList(city: Pick<CityDetails, 'categories'>): CityCategory[] {
  const { categories } = city;
  if (Array.isArray(categories)) return categories;
  return Object.entries(categories).map(([key, category]) => ({
    ...(category as CityCategory),
    name: (category as CityCategory).name || key,
  }));
}

/** One category's content list, typed by the caller; [] when the city has none of it. */
export function categoryContent<Item>(
  city: Pick<CityDetails, 'categories'>,
  key: CategoryKey,
): Item[] {
  const category = categoryList(city).find((c) => c.name === key);
  return (category?.content ?? []) as Item[];
}

/** A category of the city's content, as `useCityCategory` reads it. */
export const cityCategory = <Item>(cityName: string, key: CategoryKey) => ({
  query: cityContentQuery(cityName),
  items: (city: CityDetails) => categoryContent<Item>(city, key),
});
