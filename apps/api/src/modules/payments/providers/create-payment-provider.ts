import type { Config } from '../../../core/config';
import type { PaymentProvider } from '../../../core/payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** The provider config.payments names, or null when payments are switched off. */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  const { provider, stripeSecretKey, webhookSecret, stripeApi } = config.payments;
  if (provider === 'STRIPE' && stripeSecretKey)
    return createStripeProvider({ secretKey: stripeSecretKey, webhookSecret, ...(stripeApi ? { api: stripeApi } : {}) });
  if (provider === 'TEST') return createTestProvider({ publicUrl: config.publicUrl, webhookSecret });
  return null;
}
