import { z } from 'zod';
import { Id, MoneyCents, paged, Timestamp } from '../common/common.schema';

/** PENDING: sent to the provider or about to be; PAID: the provider accepted it for the bank; FAILED: the money stays in the balance. */
export const PayoutStatus = z.enum(['PENDING', 'PAID', 'FAILED']);
export type PayoutStatus = z.infer<typeof PayoutStatus>;

const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD (UTC)');

/** One payout to the host's bank account, as GET /payments/payouts lists it. */
export const Payout = z.object({
  id: Id,
  amount: MoneyCents,
  currency: z.string().describe('ISO 4217, lower case: usd'),
  status: PayoutStatus,
  bankAccountLast4: z.string(),
  periodStart: IsoDate.nullable().describe('Earnings of socials that ended after this day; null: from the first sale'),
  periodEnd: IsoDate.describe('…and up to the start of this day'),
  arrivalDate: IsoDate.nullable().describe("When the bank should have the money (the provider's estimate)"),
  failureMessage: z.string().nullable(),
  createdAt: Timestamp,
});
export type Payout = z.infer<typeof Payout>;

export const PayoutPage = paged(Payout);
export type PayoutPage = z.infer<typeof PayoutPage>;
