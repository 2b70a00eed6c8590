import type { ServiceDeps } from '../../core/app-deps';
import type { PaymentProvider } from '../../core/payment-provider';
import { paymentsError } from './payments.errors';

/** What the payment services need: the route's services with the provider (null when payments are off). */
export type PaymentDeps = ServiceDeps;

export function requireProvider(deps: PaymentDeps): PaymentProvider {
  if (!deps.payments) throw paymentsError('PAYMENTS_OFF', 'Payments are not set up on this site');
  return deps.payments;
}
