import { useState } from 'react';
import { ApiError, toFriendlyMessage } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { useMutation, useQueryClient } from '@citylens/shared/query';
import { firstFieldError } from '../../../lib/field-errors';
import { uploadLifestylePhoto, type LifestylePhotoUpload } from '../api/upload-lifestyle-photo';

export const UPLOAD_FAILED = 'Upload failed. Please try again.';

/**
 * The upload with its progress (0…100). On success the city's lifestyle photos and content are
 * invalidated, so the new photo is already there on the city's lifestyle page.
 */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (upload: LifestylePhotoUpload & { cityName: string }) => {
      setProgress(0);
      return uploadLifestylePhoto(upload, setProgress);
    },
    onSuccess: (_photo, { cityName }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lifestylePhotos.byCity(cityName) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cities.content(cityName) }),
      ]),
  });
  return { ...mutation, progress };
}

/** The server's words for a failed upload: a field's message first, else its detail. */
export function uploadErrorText(err: unknown): string {
  const field = firstFieldError(err, ['image', 'title', 'creator_name', 'city']);
  if (field) return field;
  if (err instanceof ApiError && err.status === 413) return 'File size must be less than 10MB';
  return toFriendlyMessage(err, UPLOAD_FAILED);
}
