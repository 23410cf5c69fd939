export { CityPage as default } from '../features/city/CityPage';
