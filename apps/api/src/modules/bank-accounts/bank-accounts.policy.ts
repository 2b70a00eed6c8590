import { DomainError } from '../../core/domain-error';
import type { RequestAuth } from '../../http/plugins/auth';

/** A user's bank accounts are shown to that user and to staff. */
export function requireBankAccountsReader(viewer: RequestAuth, holderId: string): void {
  if (holderId !== viewer.userId && !viewer.isAdmin) throw new DomainError('BANK_ACCOUNTS_OF_ANOTHER_USER', "Only staff can see someone else's bank accounts");
}
