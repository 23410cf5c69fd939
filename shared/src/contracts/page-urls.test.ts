import { loggableUrl, pageRequestFor, withoutSecrets } from './page-urls';
import { routes } from './routes';

test("a page's URL keeps only the parameters its route reads, in the route's order", () => {
  expect(pageRequestFor('/events?utm_source=x&event=12&event=13')?.url).toBe('/events?event=12');
  expect(pageRequestFor('/frame-shop?tab=painting&ref=mail')?.url).toBe('/frame-shop?tab=painting');
  expect(pageRequestFor('/city/Paris/articles?x=1&article=3')?.url).toBe(
    '/city/Paris/articles?article=3',
  );
  expect(pageRequestFor('/?photo=4&search=Rome&x=1')?.url).toBe('/?search=Rome&photo=4');
  expect(pageRequestFor('/city/Paris?article=3&search=x')?.url).toBe('/city/Paris');
  expect(pageRequestFor('/reviews?city=Oslo')?.route).toBe(routes.reviews);
});

test('one spelling per path: segments decoded and encoded once, no trailing slash', () => {
  expect(pageRequestFor('/city/S%C3%A3o%20Paulo/food/')?.url).toBe('/city/S%C3%A3o%20Paulo/food');
  expect(pageRequestFor('/city/%50aris')?.url).toBe('/city/Paris');
  expect(pageRequestFor('/%65vents')?.url).toBe('/events');
});

test('a path no route renders has no page', () => {
  for (const path of ['/nowhere', '/city/Paris/nowhere', '/events/12', '/city/', '/city/%E0%A4%A'])
    expect([path, pageRequestFor(path)]).toEqual([path, null]);
});

test('a reset link is logged without its uid and token, however it is spelled', () => {
  expect(routes.resetPassword.secretInPath).toBe(true);
  expect(loggableUrl('/reset-password/MQ/abc-123?x=1')).toBe('/reset-password/[redacted]');
  expect(loggableUrl('/%72eset-password/MQ/abc-123')).toBe('/reset-password/[redacted]');
  expect(loggableUrl('/city/Paris?x=1')).toBe('/city/Paris?x=1');
  expect(
    withoutSecrets('failed at /reset-password/MQ/a%20b: a b', '/reset-password/MQ/a%20b'),
  ).toBe('failed at /reset-password/[redacted]/[redacted]: [redacted]');
  expect(withoutSecrets('MQ', '/city/MQ')).toBe('MQ');
});
