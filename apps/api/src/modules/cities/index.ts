import type { AppModule } from '../../http/app-module';
import { citiesRoutes } from './cities.routes';

export const citiesModule: AppModule = { name: 'cities', routes: citiesRoutes };
