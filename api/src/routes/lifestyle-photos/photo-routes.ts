import fs from 'node:fs/promises';
import path from 'node:path';
import { Type } from 'typebox';
import { FieldErrorCollector, badRequest, fieldError, forbidden } from '../../lib/errors.js';
import { str } from '../../lib/text.js';
import { UploadRejectedError, storeUpload } from '../../media/index.js';
import { contracts } from '../../lib/contracts.js';
import { IdParams, LikeToggled, Success, bearer, optionalBearer } from '../schemas.js';
import { LifestylePhotoSchema } from './schemas.js';
import type { LifestylePhotoServices, LifestylePhotosApp } from './services.js';
import { lengthRule, readUploadParts } from './upload.js';

const { apiPaths } = contracts;

const tags = ['lifestyle photos'];

/** The photos, newest first, of every city or of the one named. */
export function registerPhotoList(
  app: LifestylePhotosApp,
  { repo, citiesRepo, auth }: LifestylePhotoServices,
) {
  app.get(
    apiPaths.lifestylePhotos,
    {
      schema: {
        tags,
        response: { 200: Type.Array(LifestylePhotoSchema) },
        summary: 'Lifestyle photos, newest first; ?city=<name> filters by city',
        querystring: Type.Object({ city: Type.Optional(Type.String({ maxLength: 100 })) }),
        security: optionalBearer,
      },
    },
    async (request) => {
      const user = await auth.optional(request);
      let cityId: number | null = null;
      const cityName = (request.query.city ?? '').trim();
      if (cityName) {
        const city = /^\d+$/.test(cityName)
          ? await citiesRepo.findById(Number(cityName) || 0)
          : await citiesRepo.findByName(cityName);
        if (!city) return [];
        cityId = city.id;
      }
      return repo.list(cityId, user?.id ?? null);
    },
  );
}

/** A visitor's upload: the image stored under uploads/, then its row (or the file goes). */
export function registerPhotoUpload(
  app: LifestylePhotosApp,
  { repo, citiesRepo, auth, mediaDir }: LifestylePhotoServices,
) {
  app.post(
    apiPaths.lifestylePhotos,
    {
      schema: {
        tags,
        response: { 201: LifestylePhotoSchema },
        summary: 'Upload a photo (multipart: image, title, creator_name, city = city id)',
        consumes: ['multipart/form-data'],
        security: bearer,
      },
    },
    async (request, reply) => {
      const user = await auth.require(request);
      await app.ctx.limits.consumeUserAction('UPLOAD', user.id, request.ip);
      if (!request.isMultipart()) throw badRequest('Send the photo as multipart/form-data.');

      const { fields, image, imageError } = await readUploadParts(request);

      const errors = new FieldErrorCollector();
      if (imageError) errors.add('image', imageError);
      else if (!image) errors.add('image', 'Please select a photo to upload.');
      const title = str(fields.title).trim();
      const creator = str(fields.creator_name).trim();
      lengthRule(errors, 'title', 'Title', title, 3, 100);
      lengthRule(errors, 'creator_name', 'Creator name', creator, 2, 50);
      const cityRaw = str(fields.city).trim();
      let cityId: number | null = null;
      if (!cityRaw) errors.add('city', 'Please select a city');
      else {
        const city = /^\d{1,9}$/.test(cityRaw)
          ? await citiesRepo.findById(Number(cityRaw))
          : await citiesRepo.findByName(cityRaw);
        if (!city)
          errors.add('city', `Invalid pk "${cityRaw.slice(0, 40)}" - object does not exist.`);
        else cityId = city.id;
      }
      errors.throwIfAny();

      let stored: { relativePath: string };
      try {
        stored = await storeUpload(image!, mediaDir);
      } catch (error) {
        if (error instanceof UploadRejectedError) throw fieldError({ image: [error.message] });
        throw error;
      }
      // File first, then the row; if the row fails the file goes. A crash in between leaves a
      // file no row names, which the start-up sweep removes (media/orphans.ts).
      let id: number;
      try {
        id = await repo.create({
          cityId: cityId!,
          userId: user.id,
          imagePath: stored.relativePath,
          title,
          creatorName: creator,
        });
      } catch (error) {
        await fs.rm(path.join(mediaDir, ...stored.relativePath.split('/')), { force: true });
        throw error;
      }
      // Just inserted by this request, so it is there.
      return reply.code(201).send((await repo.get(id, user.id))!);
    },
  );
}

/** Deleting one's own photo: its row, then its uploaded file. */
export function registerPhotoDeletion(
  app: LifestylePhotosApp,
  { repo, auth, mediaDir, photoOr404 }: LifestylePhotoServices,
) {
  app.delete(
    apiPaths.lifestylePhoto,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Delete your own photo',
        params: IdParams,
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      const photo = await photoOr404(request.params.id);
      if (photo.userId !== user.id) throw forbidden('You can only delete your own photos');
      // Row first, then the file: a crash in between leaves only an unnamed file for the sweep,
      // never a photo whose image is gone.
      await repo.delete(photo.id);
      if (photo.imagePath.startsWith('uploads/')) {
        await fs.rm(path.join(mediaDir, ...photo.imagePath.split('/')), { force: true });
      }
      return { success: true, message: 'Photo deleted successfully!' };
    },
  );
}

export function registerPhotoLikes(
  app: LifestylePhotosApp,
  { repo, auth, photoOr404 }: LifestylePhotoServices,
) {
  app.post(
    apiPaths.lifestylePhotoLike,
    {
      schema: {
        tags,
        response: { 200: LikeToggled },
        summary: 'Toggle your like of a photo',
        params: IdParams,
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      // Every toggle empties the view caches of all replicas: bounded so nobody keeps them cold.
      await app.ctx.limits.consumeUserAction('LIKE', user.id, request.ip);
      const photo = await photoOr404(request.params.id);
      const { liked, count } = await repo.toggleLike(photo.id, user.id);
      return { success: true, liked, likes_count: count };
    },
  );
}
