export { CityArticlesPage as default } from '../features/city-articles/components/CityArticlesPage';
