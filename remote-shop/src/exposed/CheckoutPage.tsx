export { CheckoutPage as default } from '../features/checkout/CheckoutPage';
