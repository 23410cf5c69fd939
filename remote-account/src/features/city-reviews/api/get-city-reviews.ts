import { apiGet, toApiError, toFriendlyMessage, ApiError, type CityReview } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

export const cityPath = (cityName: string) => `/api/cities/${encodeURIComponent(cityName)}`;

/** GET /api/cities/{name}/reviews/ (spec §7); newest first. */
export const cityReviewsQuery = (cityName: string) =>
  queryOptions({
    queryKey: queryKeys.cities.reviews(cityName),
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<CityReview[]>(`${cityPath(cityName)}/reviews/`, { signal });
      } catch (err) {
        const failure = toApiError(err);
        throw new ApiError(
          toFriendlyMessage(failure, 'Failed to fetch reviews'),
          failure.status,
          failure.body,
          failure.code,
          true,
        );
      }
    },
  });
