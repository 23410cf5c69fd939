import { apiPost } from '@citylens/shared';
import { cityPath } from './get-city-reviews';

export interface NewCityReview {
  cityName: string;
  content: string;
}

/** POST /api/cities/{name}/add_review/ with name and content (spec §7). */
export const addCityReview = ({ cityName, content }: NewCityReview) =>
  apiPost<{ success?: boolean; message?: string }>(`${cityPath(cityName)}/add_review/`, {
    name: cityName,
    content,
  });
