import type { PaymentProvider } from './providers/payment-provider';
import { serviceUnavailable } from '../../http/http-error';
import type { MailDeps } from '../rsvps';

/** What the payment services need: mail after commits, and the provider (null when payments are off). */
export interface PaymentDeps extends MailDeps {
  payments: PaymentProvider | null;
}

export function requireProvider(deps: PaymentDeps): PaymentProvider {
  if (!deps.payments) throw serviceUnavailable('Payments are not set up on this site');
  return deps.payments;
}
