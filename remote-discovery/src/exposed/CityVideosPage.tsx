/** A city's videos page, and its head (title, description, share tags, JSON-LD), loaded apart. */
export { CityVideosPage as default } from '../features/city-videos/components/CityVideosPage';
export const loadHead = () =>
  import('../lib/city-head').then(({ citySubPageHead }) =>
    citySubPageHead('videos', (city) => `Films and walks that show ${city} in motion.`),
  );
