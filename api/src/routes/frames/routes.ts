import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.js';
import { Detail, IdParams } from '../schemas.js';
import { FrameSchema } from './schemas.js';
import { FramesRepository } from './repository.js';
import { contracts } from '../../lib/contracts.js';

const { apiPaths } = contracts;

export const frameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = new FramesRepository(app.ctx);

  for (const kind of ['picture', 'painting'] as const) {
    const tags = ['frames'];
    app.get(
      apiPaths[`${kind}Frames`],
      {
        schema: { tags, summary: `All ${kind} frames`, response: { 200: Type.Array(FrameSchema) } },
      },
      () => repo.list(kind),
    );
    app.get(
      apiPaths[`${kind}Frame`],
      {
        schema: {
          tags,
          summary: `One ${kind} frame`,
          params: IdParams,
          response: { 200: FrameSchema, 404: Detail },
        },
      },
      async (request) => {
        const frame = await repo.get(kind, request.params.id);
        if (!frame) throw notFound('Frame not found.');
        return frame;
      },
    );
  }
};
