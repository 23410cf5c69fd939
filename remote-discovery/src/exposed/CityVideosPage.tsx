/** A city's videos page: the page, and its head (title, description, share tags, JSON-LD). */
import { citySubPageHead } from '../lib/city-head';

export { CityVideosPage as default } from '../features/city-videos/components/CityVideosPage';
export const head = citySubPageHead(
  'videos',
  (city) => `Films and walks that show ${city} in motion.`,
);
