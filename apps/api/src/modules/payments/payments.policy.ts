import type { Caller } from '../../core/caller';
import { isHostOrStaff, type SocialWithHosts } from '../socials';
import { paymentsError } from './payments.errors';

// Who may see and act on payments. Refusals read as "not found": strangers are not told a payment exists.

export function isBuyer(viewer: Caller, payment: { userId: string }): boolean {
  return payment.userId === viewer.userId;
}

/** Only the buyer acts on their checkout. */
export function requireBuyer(viewer: Caller, payment: { userId: string }): void {
  if (!isBuyer(viewer, payment)) throw paymentsError('NOT_FOUND', 'Payment not found');
}

/** The buyer sees their payment; the social's hosts and staff see every payment of it (`social` is needed for anyone but the buyer). */
export function requirePaymentReader(viewer: Caller, payment: { userId: string }, social: SocialWithHosts | null): void {
  if (isBuyer(viewer, payment)) return;
  if (!social || !isHostOrStaff(social, viewer)) throw paymentsError('NOT_FOUND', 'Payment not found');
}

/** Why a promo code did not apply is told to the social's hosts and staff only: attendees must not learn which codes exist. */
export function seesPromoRejectionReasons(viewer: Caller | null, social: SocialWithHosts): boolean {
  return isHostOrStaff(social, viewer);
}
