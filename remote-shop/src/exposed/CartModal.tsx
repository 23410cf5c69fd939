export { CartModal as default } from '../features/cart/components/CartModal';
