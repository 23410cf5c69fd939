import { apiDelete } from '@citylens/shared';
import { cityPath } from './get-city-reviews';

/** DELETE /api/cities/{name}/reviews/{reviewId}/ (spec §7); the author only. */
export const deleteCityReview = ({ cityName, reviewId }: { cityName: string; reviewId: number }) =>
  apiDelete<{ success?: boolean }>(`${cityPath(cityName)}/reviews/${reviewId}/`);
