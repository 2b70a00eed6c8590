import type { Caller } from '../../core/caller';
import { bankAccountsError } from './bank-accounts.errors';

/** A user's bank accounts are shown to that user and to staff. */
export function requireBankAccountsReader(viewer: Caller, holderId: string): void {
  if (holderId !== viewer.userId && !viewer.isAdmin)
    throw bankAccountsError('BANK_ACCOUNTS_OF_ANOTHER_USER', "Only staff can see someone else's bank accounts");
}
