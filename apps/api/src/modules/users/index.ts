import type { AppModule } from '../../http/app-module';
import { USERS_ERROR_STATUSES } from './users.errors';
import { usersRoutes } from './users.routes';
export { findOrCreateUserByEmail, loadMe, updateMe } from './users.service';
export { findUserById, setUserAdmin } from './users.repo';
export type { UserRow } from './users.repo';

export const usersModule: AppModule = { name: 'users', routes: usersRoutes, errorStatuses: USERS_ERROR_STATUSES };
