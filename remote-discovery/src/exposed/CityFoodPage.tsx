/** A city's food page, and its head (title, description, share tags, JSON-LD), loaded apart. */
export { CityFoodPage as default } from '../features/city-food/components/CityFoodPage';
export const loadHead = () =>
  import('../lib/city-head').then(({ citySubPageHead, withCountry }) =>
    citySubPageHead(
      'food',
      (city, country) => `Best restaurants and their meals in ${withCountry(city, country)}.`,
    ),
  );
