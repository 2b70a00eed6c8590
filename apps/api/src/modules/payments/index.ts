import type { AppModule } from '../../http/app-module';
import { paymentsRoutes } from './payments.routes';
import { paymentsJobs } from './settlement.jobs';
export { sweepLapsedHolds } from './checkout.service';
export { refundedParts, toDispute } from './payment-views';
export { createPaymentProvider } from './providers/create-payment-provider';
export type { PaymentProvider, PayoutAccount } from './providers/payment-provider';
export { signTestWebhook } from './providers/test-provider';

export const paymentsModule: AppModule = { name: 'payments', routes: paymentsRoutes, jobs: paymentsJobs };
