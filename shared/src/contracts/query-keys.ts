/**
 * React Query keys, declared once for every app: the app that reads a call and the app that
 * changes its data (a review in account refreshes the city in discovery) must agree on them.
 * Hierarchical, starting with the domain, so invalidating a prefix refreshes everything below.
 */
export const queryKeys = {
  cities: {
    all: ['cities'] as const,
    list: () => ['cities', 'list'] as const,
    popular: () => ['cities', 'popular'] as const,
    curated: () => ['cities', 'curated'] as const,
    search: (term: string) => ['cities', 'search', term] as const,
    content: (name: string) => ['cities', name, 'content'] as const,
    reviews: (name: string) => ['cities', name, 'reviews'] as const,
  },
  cityPhotos: {
    all: ['city-photos'] as const,
    random: (slot: number) => ['city-photos', 'random', slot] as const,
    byCity: (name: string) => ['city-photos', 'city', name] as const,
  },
  /** The cities saved for offline reading on this device (Cache Storage, not the API). */
  savedCities: {
    all: ['saved-cities'] as const,
    /** What the site's storage holds in all (it drops when a city is removed). */
    storage: () => ['saved-cities', 'storage'] as const,
  },
  lifestylePhotos: {
    all: ['lifestyle-photos'] as const,
    byCity: (name: string) => ['lifestyle-photos', 'city', name] as const,
    comments: (photoId: number) => ['lifestyle-photos', 'comments', photoId] as const,
    photosOfWeek: () => ['lifestyle-photos', 'photos-of-week'] as const,
  },
  events: {
    all: ['events'] as const,
    list: () => ['events', 'list'] as const,
    search: (term: string) => ['events', 'search', term] as const,
    detail: (id: number) => ['events', 'detail', id] as const,
    booked: (userId: number | null) => ['events', 'booked', userId] as const,
    /** Under `booked`: a booking or a cancel that refreshes the booked ids refreshes this too. */
    bookings: (userId: number | null) => ['events', 'booked', userId, 'bookings'] as const,
    liked: (userId: number | null) => ['events', 'liked', userId] as const,
  },
  /**
   * The cart lines the server read from the visitor's cookie and rendered the page with (set by the
   * server, never fetched): hydration renders the same lines before the cart itself takes over.
   */
  cart: {
    asRendered: () => ['cart', 'as-rendered'] as const,
  },
  frames: {
    all: ['frames'] as const,
    picture: () => ['frames', 'picture'] as const,
    painting: () => ['frames', 'painting'] as const,
  },
  /** Per account: one visitor's orders are never another's cached answer. */
  orders: {
    all: ['orders'] as const,
    mine: (userId: number | null) => ['orders', userId, 'list'] as const,
    detail: (userId: number | null, orderId: string) =>
      ['orders', userId, 'detail', orderId] as const,
  },
  profile: {
    all: ['profile'] as const,
    me: (userId: number | null) => ['profile', userId] as const,
  },
} as const;

/**
 * The answers that depend on who asks (a city's is_liked, a photo's liked_by_user): refreshed when
 * the visitor signs in, signs out or becomes another user.
 */
export const personalQueryKeys = [queryKeys.cities.all, queryKeys.lifestylePhotos.all] as const;
