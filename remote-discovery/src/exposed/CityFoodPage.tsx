export { CityFoodPage as default } from '../features/city-food/CityFoodPage';
