/** A city's articles page: the page, and its head (title, description, share tags, JSON-LD). */
import { citySubPageHead } from '../lib/city-head';

export { CityArticlesPage as default } from '../features/city-articles/components/CityArticlesPage';
export const head = citySubPageHead(
  'articles',
  (city) => `Stories, guides and essays about ${city}.`,
);
