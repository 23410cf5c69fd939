import { cityContentQuery, type CityCategory, type CityContent } from '@citylens/shared';

/** The categories of a city's content answer, by name. */
export type ContentCategories = CityContent['categories'];

/** The city's categories, in the API's order (lifestyle, articles, videography, food, transport). */
export function categoryList(city: Pick<CityContent, 'categories'>): CityCategory[] {
  return Object.values(city.categories);
}

/** One category's content list. */
export function categoryContent<Key extends keyof ContentCategories>(
  city: Pick<CityContent, 'categories'>,
  key: Key,
): ContentCategories[Key]['content'] {
  return city.categories[key].content;
}

/** A category of the city's content, as `useCityCategory` reads it. */
export const cityCategory = <Key extends keyof ContentCategories>(cityName: string, key: Key) => ({
  query: cityContentQuery(cityName),
  items: (city: CityContent) => categoryContent(city, key),
});
