import type { RequestAuth } from '../../http/plugins/auth';
import { bankAccountsError } from './bank-accounts.errors';

/** A user's bank accounts are shown to that user and to staff. */
export function requireBankAccountsReader(viewer: RequestAuth, holderId: string): void {
  if (holderId !== viewer.userId && !viewer.isAdmin) throw bankAccountsError('BANK_ACCOUNTS_OF_ANOTHER_USER', "Only staff can see someone else's bank accounts");
}
