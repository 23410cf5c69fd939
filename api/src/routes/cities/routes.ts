import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/text.js';
import { CityParams, Success, bearer, optionalBearer } from '../schemas.js';
import {
  CityContentSchema,
  CityLikeSchema,
  CitySchema,
  ReviewAddedSchema,
  ReviewSchema,
} from './schemas.js';
import { CitiesRepository } from './repository.js';
import { CityReviewsRepository } from './reviews-repository.js';
import { deleteOwnPost, postContent } from '../user-posts/repository.js';
import { contracts } from '../../lib/contracts.js';

const { apiPaths } = contracts;

export const REVIEW_MAX = 1000;
const ALREADY_REVIEWED = 'You have already reviewed this city';

const tags = ['cities'];

/** The Fastify instance the city routes are added to (TypeBox types the requests). */
type CitiesApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the city routes share: the cities, their reviews, and the city a path names. */
function cityServices(ctx: AppContext) {
  const repo = new CitiesRepository(ctx);
  const reviews = new CityReviewsRepository(ctx.db);

  const cityOr404 = async (name: string) => {
    const city = await repo.findByName(name);
    if (!city) throw notFound('City not found.');
    return city;
  };

  return { repo, reviews, auth: ctx.auth, cityOr404 };
}

type CityServices = ReturnType<typeof cityServices>;

export const cityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = cityServices(app.ctx);
  registerCityLists(app, services);
  registerCityContent(app, services);
  registerCityLikes(app, services);
  registerCityReviews(app, services);
};

/** All, popular and curated cities, and the search, liked by the signed-in visitor or not. */
function registerCityLists(app: CitiesApp, { repo, auth }: CityServices) {
  for (const [path, kind, summary] of [
    [apiPaths.cities, 'all', 'All cities'],
    [apiPaths.popularCities, 'popular', 'Popular cities'],
    [apiPaths.curatedCities, 'curated', 'Curated collections (a different set from popular)'],
  ] as const) {
    const schema = {
      tags,
      summary,
      security: optionalBearer,
      response: { 200: Type.Array(CitySchema) },
    };
    app.get(path, { schema }, async (request) => {
      const user = await auth.optional(request);
      return repo.personalise(await repo.list(kind), user?.id ?? null);
    });
  }

  app.get(
    apiPaths.citySearch,
    {
      schema: {
        tags,
        summary: 'Search cities by name or country (term trimmed, at least 2 characters)',
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) }),
        security: optionalBearer,
        response: { 200: Type.Array(CitySchema) },
      },
    },
    async (request) => {
      const term = (request.query.q ?? '').trim();
      if (term.length < 2) return [];
      const user = await auth.optional(request);
      return repo.personalise(await repo.search(term), user?.id ?? null);
    },
  );
}

/** A city's page: details, categories and hero photos (anonymous views from the cache). */
function registerCityContent(app: CitiesApp, { repo, auth }: CityServices) {
  app.get(
    apiPaths.cityContent,
    {
      schema: {
        tags,
        response: { 200: CityContentSchema },
        summary:
          'City details with categories (lifestyle, articles, videography, food, transport) and hero photos',
        params: CityParams,
        security: optionalBearer,
      },
    },
    async (request, reply) => {
      const user = await auth.optional(request);
      if (!user) {
        const json = await repo.contentJson(request.params.name);
        if (json === null) throw notFound('City not found.');
        // Already JSON text (the cached anonymous view): Fastify sends a string as it is.
        return reply.type('application/json; charset=utf-8').send(json as never);
      }
      const content = await repo.content(request.params.name, user.id);
      if (!content) throw notFound('City not found.');
      return content;
    },
  );
}

function registerCityLikes(app: CitiesApp, { repo, auth, cityOr404 }: CityServices) {
  app.post(
    apiPaths.cityLike,
    {
      schema: {
        tags,
        response: { 200: CityLikeSchema },
        summary: 'Toggle the like of a city',
        params: CityParams,
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      const city = await cityOr404(request.params.name);
      const { liked, count } = await repo.toggleLike(city.id, user.id);
      return { success: true, is_liked: liked, likes_count: count };
    },
  );
}

/** A city's reviews: reading them, adding one's own (one per city) and deleting it. */
function registerCityReviews(app: CitiesApp, { reviews, auth, cityOr404 }: CityServices) {
  app.get(
    apiPaths.cityReviews,
    {
      schema: {
        tags,
        summary: 'Reviews of a city, newest first',
        params: CityParams,
        response: { 200: Type.Array(ReviewSchema) },
      },
    },
    async (request) => reviews.list((await cityOr404(request.params.name)).id),
  );

  app.post(
    apiPaths.cityAddReview,
    {
      schema: {
        tags,
        response: { 201: ReviewAddedSchema },
        summary: 'Add the signed-in user’s review (one per city)',
        params: CityParams,
        body: Type.Object({
          name: Type.Optional(Type.String({ maxLength: 200 })),
          content: Type.Optional(Type.String()),
        }),
        security: bearer,
      },
    },
    async (request, reply) => {
      const user = await auth.require(request);
      const city = await cityOr404(request.params.name);
      await app.ctx.limits.consumeUserAction('REVIEW', user.id, request.ip);
      const content = postContent(request.body.content, 'Review', REVIEW_MAX);
      try {
        const review = await reviews.add(city.id, user, content);
        return reply
          .code(201)
          .send({ success: true, message: 'Review submitted successfully!', review });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(ALREADY_REVIEWED);
        throw error;
      }
    },
  );

  app.delete(
    apiPaths.cityReview,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Delete your own review',
        params: Type.Object({
          name: CityParams.properties.name,
          reviewId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
        }),
        security: bearer,
      },
    },
    async (request) => {
      const user = await auth.require(request);
      const city = await cityOr404(request.params.name);
      const review = await reviews.find(city.id, request.params.reviewId);
      return deleteOwnPost(review, user.id, 'Review', (id) => reviews.delete(id));
    },
  );
}
