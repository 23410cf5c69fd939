/**
 * Every path of the API (product spec §7, and the few it left unnamed), declared once: the API
 * registers its routes with these patterns and the apps build their requests from them
 * (`api/src/routes/api-paths.test.ts` checks the API serves exactly these). `:name` marks a path
 * parameter, in Fastify's syntax; `apiPath` fills them in.
 */
export const apiPaths = {
  health: '/api/health/',

  register: '/api/register/',
  token: '/api/token/',
  tokenRefresh: '/api/token/refresh/',
  tokenLogout: '/api/token/logout/',
  forgotPassword: '/api/auth/forgot-password/',
  resetPassword: '/api/auth/reset-password/',
  profile: '/api/auth/profile/',
  profileUpdate: '/api/auth/update/',
  accountDeletion: '/api/auth/delete/',

  cities: '/api/cities/',
  popularCities: '/api/cities/popular/',
  curatedCities: '/api/cities/curated/',
  citySearch: '/api/search/cities/',
  cityContent: '/api/cities/:name/content/',
  cityLike: '/api/cities/:name/like_city/',
  cityReviews: '/api/cities/:name/reviews/',
  cityAddReview: '/api/cities/:name/add_review/',
  cityReview: '/api/cities/:name/reviews/:reviewId/',

  allCityPhotos: '/api/city_photos/',
  randomCityPhoto: '/api/city_photos/random/',
  cityPhotos: '/api/city_photos/:city/',

  lifestylePhotos: '/api/lifestyle-photos/',
  photoOfTheWeek: '/api/lifestyle-photos/photo-of-week/',
  photosOfTheWeek: '/api/lifestyle-photos/photos-of-week/',
  lifestylePhoto: '/api/lifestyle-photos/:id/',
  lifestylePhotoLike: '/api/lifestyle-photos/:id/like/',
  lifestylePhotoComments: '/api/lifestyle-photos/:id/comments/',
  lifestylePhotoAddComment: '/api/lifestyle-photos/:id/comment/',
  lifestylePhotoComment: '/api/lifestyle-photos/:id/comments/:commentId/',

  events: '/api/events/',
  pastEvents: '/api/events/past/',
  eventSearch: '/api/events/search/',
  bookedEvents: '/api/events/booked/',
  likedEvents: '/api/events/liked/',
  /** GET: the signed-in visitor's bookings, each with its event, upcoming first. */
  myBookings: '/api/events/bookings/',
  event: '/api/events/:id/',
  /** POST books, DELETE cancels (both idempotent). */
  eventBooking: '/api/events/:id/book/',
  eventLike: '/api/events/:id/like/',

  pictureFrames: '/api/picture-frames/',
  pictureFrame: '/api/picture-frames/:id/',
  paintingFrames: '/api/painting-frames/',
  paintingFrame: '/api/painting-frames/:id/',

  /** POST places an order; GET lists the signed-in visitor's own, newest first. */
  orders: '/api/orders/',
  order: '/api/orders/:id/',

  telemetry: '/api/telemetry/',
  /** Resized images: `/api/images/<media path>?w=…` (`shared/src/images/image-url.ts`). */
  images: '/api/images/*',
  /** The OpenAPI document (`/api/docs/json`) and its page. */
  docs: '/api/docs',
} as const;

export type ApiPathName = keyof typeof apiPaths;
export type ApiPathPattern = (typeof apiPaths)[ApiPathName];

/** The parameter names of a path pattern: `'/api/cities/:name/reviews/:reviewId/'` → `'name' | 'reviewId'`. */
export type ApiPathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ApiPathParams<Rest>
  : never;

/** A path with its parameters filled in, each URL-encoded: `apiPath(apiPaths.cityContent, { name })`. */
export function apiPath<P extends ApiPathPattern>(
  pattern: P,
  params: Record<ApiPathParams<P>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
