export { sweepLapsedHolds } from './checkout.service';
export { refundedParts, toDispute } from './payment-views';
export { bearer, buyTicket, checkoutPath, createPaidSocial, openCheckout } from './payments-test-kit';
export type { TestUser } from './payments-test-kit';
export { paymentsRoutes } from './payments.routes';
export { createPaymentProvider } from './providers/create-payment-provider';
export type { PaymentProvider, PayoutAccount } from './providers/payment-provider';
export { signTestWebhook } from './providers/test-provider';
export { refundCancelledSocial, refundEndedRsvps, settleDeposits } from './settlement.service';
