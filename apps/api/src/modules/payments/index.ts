import type { AppModule } from '../../app-module';
import { paymentsRoutes } from './payments.routes';
import { paymentsJobs } from './settlement.jobs';
import { refundMismatchedPaymentJob } from './amount-mismatch.jobs';
import { refundCheckoutJob } from './checkout-refunds.jobs';
import { cardHoldJobs } from './card-holds.jobs';
import { payoutJobs } from './payouts.jobs';
import { PAYMENTS_ERROR_STATUSES } from './payments.errors';
export { sweepLapsedHolds } from './checkout.service';
export { releaseLapsedCardHolds } from './card-holds.jobs';
export { sweepPayouts } from './payouts.jobs';
export { refundedParts, toDispute } from './payment-views';
export { openAttendeeDispute } from './payment-disputes.repo';
export { lockLatestPaidPaymentOf } from './payments.repo';
export { listRefundsOfPayment } from './refunds.repo';
export { createPaymentProvider } from './providers/create-payment-provider';
export { signTestWebhook, testCheckoutPath } from './providers/test-provider';
export { sendTestCheckoutOutcome, type TestCheckout, type TestCheckoutOutcome } from './test-checkout.service';
export { renderTestCheckoutPage, type TestCheckoutPayment } from './test-checkout-page';
export { areaTestCheckoutPages, testCheckoutPages, type AreaTestCheckoutPages, type TestCheckoutPages } from './test-checkout.routes';
export { otherCheckoutRefunded, otherCheckoutSettled, type OtherCheckoutRefunded, type OtherCheckoutSettled } from './payments.events';
export { providerSubscriptionChanged, type ProviderSubscriptionChange } from './payments.events';
export { refundDuplicateCheckout, type CheckoutRefundOrder } from './checkout-refunds.jobs';
export { CHECKOUT_ERROR_STATUSES } from './payments.errors';

export const paymentsModule: AppModule = {
  name: 'payments',
  routes: paymentsRoutes,
  jobs: {
    jobs: [...(paymentsJobs.jobs ?? []), refundMismatchedPaymentJob, refundCheckoutJob, ...(cardHoldJobs.jobs ?? []), ...(payoutJobs.jobs ?? [])],
    subscriptions: [...(paymentsJobs.subscriptions ?? []), ...(cardHoldJobs.subscriptions ?? [])],
    reactions: [...(paymentsJobs.reactions ?? []), ...(cardHoldJobs.reactions ?? [])],
  },
  errorStatuses: PAYMENTS_ERROR_STATUSES,
};
