import type { AppModule } from '../../http/app-module';
import { bankAccountsRoutes } from './bank-accounts.routes';

export const bankAccountsModule: AppModule = { name: 'bank-accounts', routes: bankAccountsRoutes };
