import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerPhotoComments } from './comment-routes.js';
import {
  registerPhotoDeletion,
  registerPhotoLikes,
  registerPhotoList,
  registerPhotoUpload,
} from './photo-routes.js';
import { lifestylePhotoServices } from './services.js';
import { registerPhotosOfTheWeek } from './week-routes.js';

/** Lifestyle photos (each group of routes in its own file beside this one), in this order. */
export const lifestylePhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = lifestylePhotoServices(app.ctx);
  registerPhotosOfTheWeek(app, services);
  registerPhotoList(app, services);
  registerPhotoUpload(app, services);
  registerPhotoDeletion(app, services);
  registerPhotoLikes(app, services);
  registerPhotoComments(app, services);
};
