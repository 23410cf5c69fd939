/** A city's lifestyle page, and its head (title, description, share tags, JSON-LD), loaded apart. */
export { CityLifestylePage as default } from '../features/city-lifestyle/components/CityLifestylePage';
export const loadHead = () =>
  import('../lib/city-head').then(({ citySubPageHead }) =>
    citySubPageHead(
      'lifestyle',
      (city) => `Everyday life in ${city} through the lenses of its photographers.`,
    ),
  );
