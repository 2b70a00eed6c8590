import Stripe from 'stripe';

/**
 * Stripe's webhook signing (HMAC-SHA256 over "timestamp.body", 5-minute tolerance). Both providers
 * verify with it; the test provider also signs with it, so its webhooks are checked exactly like
 * Stripe's. The key is never used for a call.
 */
export const stripeWebhooks = new Stripe('sk_test_signing_only').webhooks;
