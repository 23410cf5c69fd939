/** A city's food page: the page, and its head (title, description, share tags, JSON-LD). */
import { withCountry } from '@citylens/shared/seo';
import { citySubPageHead } from '../lib/city-head';

export { CityFoodPage as default } from '../features/city-food/components/CityFoodPage';
export const head = citySubPageHead(
  'food',
  (city, country) => `Best restaurants and their meals in ${withCountry(city, country)}.`,
);
