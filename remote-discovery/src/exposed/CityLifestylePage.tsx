export { CityLifestylePage as default } from '../features/city-lifestyle/components/CityLifestylePage';
