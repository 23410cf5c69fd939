export { CityFoodPage as default } from '../features/city-food/components/CityFoodPage';
