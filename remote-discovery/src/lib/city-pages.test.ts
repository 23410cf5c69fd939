import { cityPagePaths } from './city-pages';

test('a city’s copy starts from its page and its five sub-pages', () => {
  expect(cityPagePaths('São Paulo')).toEqual([
    '/city/S%C3%A3o%20Paulo',
    '/city/S%C3%A3o%20Paulo/lifestyle',
    '/city/S%C3%A3o%20Paulo/articles',
    '/city/S%C3%A3o%20Paulo/videos',
    '/city/S%C3%A3o%20Paulo/food',
    '/city/S%C3%A3o%20Paulo/transport',
  ]);
});
