import { apiPath, apiPaths } from './api-paths';

test('apiPath fills in the parameters, URL-encoded', () => {
  expect(apiPath(apiPaths.cityContent, { name: 'São Paulo' })).toBe(
    '/api/cities/S%C3%A3o%20Paulo/content/',
  );
  expect(apiPath(apiPaths.cityReview, { name: 'Paris', reviewId: 7 })).toBe(
    '/api/cities/Paris/reviews/7/',
  );
  expect(apiPath(apiPaths.lifestylePhotoComment, { id: 3, commentId: 12 })).toBe(
    '/api/lifestyle-photos/3/comments/12/',
  );
});
