import { notFound } from '../../lib/errors.js';
import { contracts } from '../../lib/contracts.js';
import { PhotoOfTheWeekSchema, PhotosOfTheWeekSchema } from './schemas.js';
import type { LifestylePhotoServices, LifestylePhotosApp } from './services.js';

const { apiPaths } = contracts;

const tags = ['lifestyle photos'];

/** ISO-8601 week number, so the photo of the week changes every Monday. */
function isoWeek(date: Date): number {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** This week's photo and the whole selection it rotates through. */
export function registerPhotosOfTheWeek(app: LifestylePhotosApp, { repo }: LifestylePhotoServices) {
  app.get(
    apiPaths.photoOfTheWeek,
    {
      schema: {
        tags,
        response: { 200: PhotoOfTheWeekSchema },
        summary: 'This week’s photo (rotates weekly through the selection)',
      },
    },
    async () => {
      const photos = await repo.photosOfTheWeek();
      if (photos.length === 0) throw notFound('No photo of the week yet.');
      return photos[isoWeek(app.ctx.clock()) % photos.length]!;
    },
  );

  app.get(
    apiPaths.photosOfTheWeek,
    {
      schema: {
        tags,
        response: { 200: PhotosOfTheWeekSchema },
        summary: 'The photos of the week selection',
      },
    },
    async () => ({ photos: await repo.photosOfTheWeek() }),
  );
}
