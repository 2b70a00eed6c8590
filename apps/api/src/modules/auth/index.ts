import type { AppModule } from '../../http/app-module';
import { authRoutes } from './auth.routes';

export const authModule: AppModule = { name: 'auth', routes: authRoutes };
