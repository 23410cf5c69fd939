export { HomePage as default } from '../features/home/components/HomePage';
export { homeHead as head } from '../features/home/lib/home-head';
