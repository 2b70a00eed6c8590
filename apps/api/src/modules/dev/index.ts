import type { AppModule } from '../../app-module';
import { devRoutes } from './dev.routes';
export { listOutbox } from './dev.repo';

export const devModule: AppModule = { name: 'dev', routes: devRoutes, devOnly: true };
