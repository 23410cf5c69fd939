import { apiGet, toApiError, toFriendlyMessage, ApiError, type CityReview } from '@citylens/shared';
import { apiPath, apiPaths, queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';

/** GET /api/cities/{name}/reviews/ (spec §7); newest first. */
export const cityReviewsQuery = (cityName: string) =>
  queryOptions({
    queryKey: queryKeys.cities.reviews(cityName),
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<CityReview[]>(apiPath(apiPaths.cityReviews, { name: cityName }), {
          signal,
        });
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
