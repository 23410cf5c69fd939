import { Type } from 'typebox';
import { contracts } from '../../lib/contracts.js';
import { IdParams, Success, bearer } from '../schemas.js';
import { deleteOwnPost, postContent } from '../user-posts/repository.js';
import { CommentSchema } from './schemas.js';
import type { LifestylePhotoServices, LifestylePhotosApp } from './services.js';

const { apiPaths } = contracts;

const tags = ['lifestyle photos'];
const COMMENT_MAX = 1000;

/** A photo's comments: reading them, commenting, and deleting one's own comment. */
export function registerPhotoComments(
  app: LifestylePhotosApp,
  { repo, auth, photoOr404 }: LifestylePhotoServices,
) {
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
}
