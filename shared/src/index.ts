/**
 * @citylens/shared: the contracts and the runtime every CityLens app shares (one bus, one HTTP
 * client, the session, the cart, validation, formats, image URLs). Routing and React Query come
 * from '@citylens/shared/router' and '@citylens/shared/query'; the UI kit from '@citylens/shared/ui'.
 */
export * from './contracts/app-contracts';

export {
  setRuntimeConfig,
  getRuntimeConfig,
  hasRuntimeConfig,
  loadRuntimeConfig,
  RUNTIME_CONFIG_STORE_KEY,
} from './config/runtime-config';
export { hasLiveCanary, remoteBuildFor, type RemoteBuild } from './config/remote-build';

export { getBus, TOAST_DURATION_MS } from './bus/bus';

export {
  useBusValue,
  useAuth,
  useCart,
  useOverlay,
  useToasts,
  useDebouncedValue,
  useResumeAfterSignIn,
} from './hooks/bus-hooks';
export { serverPassesOver, useMountedInServerPass, useServerPass } from './hooks/use-server-pass';

export { apiClient, apiGet, apiPost, apiPut, apiPatch, apiDelete } from './http/api-client';
export type { ApiRequestOptions } from './http/api-client';
export {
  apiUpload,
  UPLOAD_PROGRESS_STEP,
  UPLOAD_PROGRESS_INTERVAL_MS,
  UPLOAD_PROGRESS_CAP,
} from './http/upload';
export type { ApiUploadOptions } from './http/upload';
export {
  ApiError,
  toApiError,
  extractErrorMessage,
  messageFromBody,
  toFriendlyMessage,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './http/api-error';
export type { ApiErrorCode } from './http/api-error';

export { session, displayName, sessionMessages } from './session/session';
export type { ProfileUpdateResult } from './session/session';

export { cart, CART_COLOR_REQUIRED_MESSAGE, CART_QUANTITY_MESSAGE } from './cart/cart';
export type { CartAddResult } from './cart/cart';
export {
  cartOfLines,
  cartLineKey,
  isFrameColor,
  FRAME_COLORS,
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
} from './stores/cart-state';
export type { CartLineRef } from './stores/cart-state';
export { useCartCount, useCartLinesAsRendered } from './cart/cart-as-rendered';
export { formatPrice } from './format/format-price';
export { useOnline, OFFLINE_MESSAGE } from './hooks/use-online';
export { localStorageIfAvailable } from './stores/session-storage';

export * from './validation/validation';
export * from './format/format';
export { articleExcerpt } from './format/article-excerpt';
export * from './images/image-url';
export { preloadHeroPhoto, heroPhotoSources, HERO_PHOTO_SIZES } from './images/hero-photo';
export {
  FRAME_CARD_IMAGE_SIZES,
  FRAME_LIST_PATHS,
  frameCardImageSources,
} from './frames/frame-lists';
export { cityContentPath, cityHeroPhotos } from './cities/city-hero-photos';
export { cityContentQuery, isCityNotFound, prefetchCityContent } from './cities/city-content';
export { citySearchQuery } from './cities/city-search';
export { rankMatches } from './search/rank-matches';

export {
  useRandomCityPhotos,
  randomCityPhotoQuery,
  prefetchRandomCityPhotos,
  RANDOM_HERO_PHOTO_COUNT,
  RANDOM_HERO_REFETCH_MS,
} from './cities/random-city-photos';
export type { RandomCityPhoto, RandomCityPhotoResponse } from './cities/random-city-photos';
