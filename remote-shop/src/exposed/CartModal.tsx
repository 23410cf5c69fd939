export { CartModal as default } from '../features/cart/CartModal';
