export { CityPage as default } from '../features/city/components/CityPage';
export const loadHead = () => import('../lib/city-head').then((m) => m.cityPageHead);
