import { cityNameFromPath, remoteForPath, routeForPath, routes } from './routes';

test('each route matches its own links, with or without a trailing slash', () => {
  expect(routeForPath('/')).toBe(routes.home);
  expect(routeForPath('/events/')).toBe(routes.events);
  expect(routeForPath(routes.cityFood.href('São Paulo'))).toBe(routes.cityFood);
  expect(routeForPath(routes.resetPassword.href('MQ', 'abc-123'))).toBe(routes.resetPassword);
  expect(remoteForPath('/frame-shop')).toBe('shop');
  expect(cityNameFromPath(routes.city.href('São Paulo'))).toBe('São Paulo');
});

test('a reset link cut short still belongs to the reset page (its Invalid Reset Link screen)', () => {
  expect(routeForPath('/reset-password/MQ')).toBe(routes.resetPassword);
  expect(routeForPath('/reset-password/')).toBe(routes.resetPassword);
  expect(routeForPath('/reset-password/MQ/abc/extra')).toBeNull();
  expect(routeForPath('/reset-password//abc')).toBeNull();
});

test('unknown paths and empty parameters match nothing', () => {
  expect(routeForPath('/nowhere')).toBeNull();
  expect(routeForPath('/city/')).toBeNull();
  expect(remoteForPath('/faq')).toBeNull();
});

test('an order confirmation is the shop’s, behind sign-in, by its order id', () => {
  const href = routes.orderConfirmation.href('CL-a_b-C');
  expect(href).toBe('/checkout/confirmed/CL-a_b-C');
  expect(routeForPath(href)).toBe(routes.orderConfirmation);
  expect(routeForPath('/checkout/')).toBe(routes.checkout);
  expect(routeForPath('/checkout/confirmed/')).toBeNull();
  expect(remoteForPath(href)).toBe('shop');
  expect(routes.orderConfirmation.auth).toBe(true);
});
