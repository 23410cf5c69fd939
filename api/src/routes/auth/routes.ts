import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { UsersRepository } from './repository.js';
import { authServices } from './services.js';
import { signInRoutes } from './sign-in-routes.js';

/** Accounts and sessions (spec §5, §7): each group of routes in its own file beside this one. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = authServices(app.ctx, new UsersRepository(app.ctx.db));
  accountRoutes(app, services);
  signInRoutes(app, services);
  passwordResetRoutes(app, services);
};
