export { HomePage as default } from '../features/home/components/HomePage';
