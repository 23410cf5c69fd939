export { CityPage as default } from '../features/city/components/CityPage';
export { cityPageHead as head } from '../lib/city-head';
