/** A city's articles page, and its head (title, description, share tags, JSON-LD), loaded apart. */
export { CityArticlesPage as default } from '../features/city-articles/components/CityArticlesPage';
export const loadHead = () =>
  import('../lib/city-head').then(({ citySubPageHead }) =>
    citySubPageHead('articles', (city) => `Stories, guides and essays about ${city}.`),
  );
