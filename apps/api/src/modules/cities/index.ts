import type { AppModule } from '../../app-module';
import { citiesRoutes } from './cities.routes';

export const citiesModule: AppModule = { name: 'cities', routes: citiesRoutes };
