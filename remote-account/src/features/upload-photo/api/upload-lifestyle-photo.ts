import { apiUpload, type LifestylePhoto } from '@citylens/shared';
import { apiPaths } from '@citylens/shared/contracts';

export interface LifestylePhotoUpload {
  file: File;
  title: string;
  creatorName: string;
  cityId: number;
}

/** POST /api/lifestyle-photos/ as multipart: image, title, creator_name, city id (spec §7). */
export function uploadLifestylePhoto(
  upload: LifestylePhotoUpload,
  onProgress: (percent: number) => void,
): Promise<LifestylePhoto> {
  const form = new FormData();
  form.append('image', upload.file, upload.file.name);
  form.append('title', upload.title);
  form.append('creator_name', upload.creatorName);
  form.append('city', String(upload.cityId));
  return apiUpload<LifestylePhoto>(apiPaths.lifestylePhotos, form, { onProgress });
}
