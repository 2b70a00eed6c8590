export { bankAccountsRoutes } from './bank-accounts.routes';
