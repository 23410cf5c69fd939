import { useState } from 'react';
import { ApiError, UPLOAD_FIELDS, toFriendlyMessage, type UploadField } from '@citylens/shared';
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

export type { UploadField };

/** A message to show and the field it belongs to (null: about the whole upload). */
export interface UploadError {
  field: UploadField | null;
  message: string;
}

/**
 * The server's words for a failed upload: a field's message first (shown on that field), else
 * its detail for the whole form.
 */
export function uploadFailure(err: unknown): UploadError {
  const onField = firstFieldError(err, UPLOAD_FIELDS);
  if (onField) return onField;
  if (err instanceof ApiError && err.status === 413)
    return { field: 'image', message: 'File size must be less than 10MB' };
  return { field: null, message: toFriendlyMessage(err, UPLOAD_FAILED) };
}
