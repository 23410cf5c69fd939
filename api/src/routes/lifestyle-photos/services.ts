import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/errors.js';
import { CitiesRepository } from '../cities/repository.js';
import { LifestylePhotosRepository } from './repository.js';

/** The Fastify instance the lifestyle photo routes are added to (TypeBox types the requests). */
export type LifestylePhotosApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the lifestyle photo routes share: the photos, the cities, and the photo a path names. */
export type LifestylePhotoServices = ReturnType<typeof lifestylePhotoServices>;

export function lifestylePhotoServices(ctx: AppContext) {
  const repo = new LifestylePhotosRepository(ctx);
  const citiesRepo = new CitiesRepository(ctx);
  const { auth, mediaDir } = ctx;

  const photoOr404 = async (id: number) => {
    const photo = await repo.findRow(id);
    if (!photo) throw notFound('Photo not found.');
    return photo;
  };

  return { repo, citiesRepo, auth, mediaDir, photoOr404 };
}
