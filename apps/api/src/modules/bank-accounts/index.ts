import type { AppModule } from '../../app-module';
import { BANK_ACCOUNTS_ERROR_STATUSES } from './bank-accounts.errors';
import { bankAccountsRoutes } from './bank-accounts.routes';
export { findDefaultPayoutAccount, findVerifiedPayoutAccountId } from './bank-accounts.repo';

export const bankAccountsModule: AppModule = { name: 'bank-accounts', routes: bankAccountsRoutes, errorStatuses: BANK_ACCOUNTS_ERROR_STATUSES };
