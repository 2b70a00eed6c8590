import type { AppModule } from '../../app-module';
import { CONFIGS_ERROR_STATUSES } from './configs.errors';
import { configsRoutes } from './configs.routes';

/** Other areas read a group of settings through this (readConfig(db, 'proposal')). */
export { readAllConfigs, readConfig } from './configs.service';

export const configsModule: AppModule = {
  name: 'configs',
  routes: configsRoutes,
  errorStatuses: CONFIGS_ERROR_STATUSES,
};
