/** A city's transport page: the page, and its head (title, description, share tags, JSON-LD). */
import { withCountry } from '@citylens/shared/seo';
import { citySubPageHead } from '../lib/city-head';

export { CityTransportPage as default } from '../features/city-transport/components/CityTransportPage';
export const head = citySubPageHead(
  'transport',
  (city, country) => `Getting around ${withCountry(city, country)}.`,
);
