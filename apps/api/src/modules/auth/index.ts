import type { AppModule } from '../../app-module';
import { AUTH_ERROR_STATUSES } from './auth.errors';
import { authRoutes } from './auth.routes';

export const authModule: AppModule = { name: 'auth', routes: authRoutes, errorStatuses: AUTH_ERROR_STATUSES };
