import type { AppModule } from '../../app-module';
import { TABLES_ERROR_STATUSES } from './tables.errors';
import { tablesRoutes } from './tables.routes';

/** Table plans (TABLE_GROUPING), the guest's table on their ticket, and printable badges and table tents. */
export const tablesModule: AppModule = { name: 'tables', routes: tablesRoutes, errorStatuses: TABLES_ERROR_STATUSES };
