import type { AppModule } from '../../http/app-module';
import { healthRoutes } from './health.routes';

export const healthModule: AppModule = { name: 'health', routes: healthRoutes };
