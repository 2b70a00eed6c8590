import type { AppModule } from '../../app-module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/app-deps';
import { USERS_ERROR_STATUSES } from './users.errors';
import { usersRoutes } from './users.routes';
import { peopleRoutes } from './people.routes';
export { changeSignInEmail, findAccountToMove, findOrCreateUserByEmail, loadMe, updateMe } from './users.service';
export { findUserByEmail, findUserById, setUserAdmin, subscribeToProductUpdates } from './users.repo';
export type { UserRow } from './users.repo';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await usersRoutes(app, deps);
  await peopleRoutes(app, deps);
};

export const usersModule: AppModule = { name: 'users', routes, errorStatuses: USERS_ERROR_STATUSES };
