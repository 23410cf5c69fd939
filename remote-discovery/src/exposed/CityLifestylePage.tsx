/** A city's lifestyle page: the page, and its head (title, description, share tags, JSON-LD). */
import { citySubPageHead } from '../lib/city-head';

export { CityLifestylePage as default } from '../features/city-lifestyle/components/CityLifestylePage';
export const head = citySubPageHead(
  'lifestyle',
  (city) => `Everyday life in ${city} through the lenses of its photographers.`,
);
