import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FieldErrorCollector,
  badRequest,
  fieldError,
  forbidden,
  notFound,
} from '../../lib/errors.js';
import { str } from '../../lib/text.js';
import { UploadRejectedError, storeUpload } from '../../media/index.js';
import { CitiesRepository } from '../cities/repository.js';
import { IdParams, LikeToggled, Success, bearer, optionalBearer } from '../schemas.js';
import { LifestylePhotosRepository } from './repository.js';
import { lengthRule, readUploadParts } from './upload.js';
import { deleteOwnPost, postContent } from '../user-posts/repository.js';
import {
  CommentSchema,
  LifestylePhotoSchema,
  PhotoOfTheWeekSchema,
  PhotosOfTheWeekSchema,
} from './schemas.js';
import { contracts } from '../../lib/contracts.js';

const { apiPaths } = contracts;

const tags = ['lifestyle photos'];
const COMMENT_MAX = 1000;

/** ISO-8601 week number, so the photo of the week changes every Monday. */
function isoWeek(date: Date): number {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

export const lifestylePhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = new LifestylePhotosRepository(app.ctx);
  const citiesRepo = new CitiesRepository(app.ctx);
  const { auth, mediaDir } = app.ctx;

  const photoOr404 = async (id: number) => {
    const photo = await repo.findRow(id);
    if (!photo) throw notFound('Photo not found.');
    return photo;
  };

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

  app.get(
    apiPaths.lifestylePhotoComments,
    {
      schema: {
        tags,
        response: { 200: Type.Array(CommentSchema) },
        summary: 'Comments on a photo, oldest first',
        params: IdParams,
      },
    },
    async (request) => repo.comments((await photoOr404(request.params.id)).id),
  );

  app.post(
    apiPaths.lifestylePhotoAddComment,
    {
      schema: {
        tags,
        response: { 201: CommentSchema },
        summary: 'Comment on a photo',
        params: IdParams,
        body: Type.Object({ content: Type.Optional(Type.String()) }),
        security: bearer,
      },
    },
    async (request, reply) => {
      const user = await auth.require(request);
      const photo = await photoOr404(request.params.id);
      await app.ctx.limits.consumeUserAction('COMMENT', user.id, request.ip);
      const content = postContent(request.body.content, 'Comment', COMMENT_MAX);
      return reply.code(201).send(await repo.addComment(photo.id, user, content));
    },
  );

  app.delete(
    apiPaths.lifestylePhotoComment,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Delete your own comment',
        params: Type.Object({
          id: IdParams.properties.id,
          commentId: IdParams.properties.id,
        }),
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      const photo = await photoOr404(request.params.id);
      const comment = await repo.findComment(photo.id, request.params.commentId);
      return deleteOwnPost(comment, user.id, 'Comment', (id) => repo.deleteComment(id));
    },
  );
};
