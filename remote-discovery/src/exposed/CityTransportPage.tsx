export { CityTransportPage as default } from '../features/city-transport/components/CityTransportPage';
