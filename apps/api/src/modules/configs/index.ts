import type { AppModule } from '../../http/app-module';
import { configsRoutes } from './configs.routes';

export const configsModule: AppModule = { name: 'configs', routes: configsRoutes };
