import type { AppModule } from '../../http/app-module';
import { usersRoutes } from './users.routes';
export { findOrCreateUserByEmail, findUserById, loadMe, setUserAdmin, updateMe } from './users.service';

export const usersModule: AppModule = { name: 'users', routes: usersRoutes };
