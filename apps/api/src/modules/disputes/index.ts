import type { AppModule } from '../../http/app-module';
import { disputesRoutes } from './disputes.routes';

export const disputesModule: AppModule = { name: 'disputes', routes: disputesRoutes };
