import { apiPost } from '@citylens/shared';
import { apiPath, apiPaths } from '@citylens/shared/contracts';

export interface NewCityReview {
  cityName: string;
  content: string;
}

/** POST /api/cities/{name}/add_review/ with name and content (spec §7). */
export const addCityReview = ({ cityName, content }: NewCityReview) =>
  apiPost<{ success?: boolean; message?: string }>(
    apiPath(apiPaths.cityAddReview, { name: cityName }),
    {
      name: cityName,
      content,
    },
  );
