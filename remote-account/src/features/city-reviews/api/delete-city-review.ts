import { apiDelete } from '@citylens/shared';
import { apiPath, apiPaths } from '@citylens/shared/contracts';

/** DELETE /api/cities/{name}/reviews/{reviewId}/ (spec §7); the author only. */
export const deleteCityReview = ({ cityName, reviewId }: { cityName: string; reviewId: number }) =>
  apiDelete<{ success?: boolean }>(apiPath(apiPaths.cityReview, { name: cityName, reviewId }));
