export { CityPage as default } from '../features/city/components/CityPage';
