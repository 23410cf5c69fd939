/** Every route of the product, as a visitor reaches it (signed in for the protected ones). */
export const publicRoutes = [
  '/',
  '/events',
  '/frame-shop',
  '/checkout',
  '/city/Paris',
  '/city/Paris/lifestyle',
  '/city/Paris/articles',
  '/city/Paris/videos',
  '/city/Paris/food',
  '/city/Paris/transport',
  '/privacy',
  '/terms',
  '/cookies',
  '/faq',
  '/contact',
  '/reset-password/MQ/e2e-token',
] as const;

/** The routes only a signed-in visitor reaches (signed out they lead to sign-in). */
export const signedInRoutes = ['/profile', '/reviews', '/lifestyle-photos'] as const;
