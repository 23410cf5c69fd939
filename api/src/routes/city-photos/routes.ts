import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.js';
import { CitiesRepository } from '../cities/repository.js';
import { AllCityPhotosSchema, CityPhotosSchema, RandomCityPhotoSchema } from './schemas.js';
import { contracts } from '../../lib/contracts.js';

const { apiPaths } = contracts;

const tags = ['city photos'];

export const cityPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = new CitiesRepository(app.ctx);
  const all = () => app.ctx.views.get('city-photos', () => repo.allCityPhotos());

  app.get(
    apiPaths.allCityPhotos,
    {
      schema: {
        tags,
        response: { 200: AllCityPhotosSchema },
        summary: 'Hero photos of every city',
      },
    },
    async () => ({
      data: await all(),
    }),
  );

  app.get(
    apiPaths.randomCityPhoto,
    {
      schema: {
        tags,
        response: { 200: RandomCityPhotoSchema },
        summary: 'One random city photo (the heroes call it 5× in parallel)',
      },
    },
    async () => {
      const entries = (await all()).filter((e) => e.photos.length > 0);
      if (entries.length === 0) throw notFound('No city photos yet.');
      const entry = entries[randomInt(entries.length)]!;
      return {
        data: { photo: entry.photos[randomInt(entry.photos.length)]!, city_name: entry.city_name },
      };
    },
  );

  app.get(
    apiPaths.cityPhotos,
    {
      schema: {
        tags,
        response: { 200: CityPhotosSchema },
        summary: 'Hero photos of one city',
        params: Type.Object({ city: Type.String({ minLength: 1, maxLength: 100 }) }),
      },
    },
    async (request) => {
      const city = await repo.findByName(request.params.city);
      if (!city) throw notFound('City not found.');
      return { data: { city_name: city.name, photos: await repo.heroPhotos(city.id) } };
    },
  );
};
