/** A city's transport page, and its head (title, description, share tags, JSON-LD), loaded apart. */
export { CityTransportPage as default } from '../features/city-transport/components/CityTransportPage';
export const loadHead = () =>
  import('../lib/city-head').then(({ citySubPageHead, withCountry }) =>
    citySubPageHead(
      'transport',
      (city, country) => `Getting around ${withCountry(city, country)}.`,
    ),
  );
