export { CityVideosPage as default } from '../features/city-videos/components/CityVideosPage';
