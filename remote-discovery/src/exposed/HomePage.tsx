export { HomePage as default } from '../features/home/components/HomePage';
export const loadHead = () => import('../features/home/lib/home-head').then((m) => m.homeHead);
