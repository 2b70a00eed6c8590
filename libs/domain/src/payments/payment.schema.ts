import { z } from 'zod';
import { Id, MoneyCents, Timestamp } from '../common/common.schema';
import { QuestionAnswer } from '../questionnaire/questionnaire.schema';
import { PaymentsConfig } from '../configs/site-config.schema';
import { RefundReason, RefundType, TicketType } from '../common/enums';
import { TotalCharge, TotalChargeRequest } from './compute-total-charge';
import { PlatformFee } from './platform-fee';
import { validateBankDetails } from './bank-details';
import { findPayoutCountry, isPayoutCurrencyOf, PAYOUT_COUNTRIES, PAYOUT_CURRENCIES } from './payout-countries';
import { PromoCodeText, PromoDiscountType } from '../promo-codes/promo-code.schema';
import { PaymentParts } from './refund-request.schema';

/** STRIPE when STRIPE_SECRET_KEY is set; TEST: the built-in provider with its own checkout page. */
export const PaymentProviderName = z.enum(['STRIPE', 'TEST']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/**
 * OPEN: the checkout is in progress and holds a seat; PAID: the RSVP is confirmed; EXPIRED: the
 * checkout lapsed or was abandoned and its seat went back; FAILED: the provider could not start it.
 * On a social whose hosts approve each guest the card is only held at checkout: AUTHORIZED (held,
 * not charged, the RSVP waits for the hosts; captured into PAID when they approve) or RELEASED
 * (the hold was let go: declined, cancelled, or the hosts did not decide in time; never charged).
 * Refunds do not change the status: see refundedAmount.
 */
export const PaymentStatus = z.enum(['OPEN', 'AUTHORIZED', 'PAID', 'RELEASED', 'EXPIRED', 'FAILED']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const RefundStatus = z.enum(['PENDING', 'SUCCEEDED', 'FAILED']);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** The amounts of one order, in cents (TotalCharge without the promo verdict). */
export const PaymentAmounts = TotalCharge.omit({ promoRejection: true });
export type PaymentAmounts = z.infer<typeof PaymentAmounts>;

/** GET /payments/{id} and the items of the lists below: one checkout of one ticket. */
export const Payment = z.object({
  id: z.string(),
  socialId: z.string(),
  rsvpId: z.string(),
  userId: z.string(),
  ticketTierId: z.string().nullable(),
  tierName: z.string(),
  status: PaymentStatus,
  provider: PaymentProviderName,
  currency: z.string().describe('ISO 4217, lower case: usd'),
  amounts: PaymentAmounts,
  promoCode: z.string().nullable(),
  refundedAmount: MoneyCents.describe('Cents refunded so far (pending and succeeded refunds)'),
  receiptNumber: z.string().describe('Shown on the receipt, e.g. SOC-2026-000123'),
  checkoutUrl: z.string().nullable().describe('Where the attendee pays; null once the checkout is over'),
  failureMessage: z.string().nullable().describe('Why the last payment attempt failed, e.g. a declined card'),
  holdExpiresAt: Timestamp.describe('The seat is held until then while the payment is OPEN'),
  paidAt: Timestamp.nullable(),
  authorizedUntil: Timestamp.nullable().describe('AUTHORIZED: the hold is released at this time unless the hosts approve first'),
  createdAt: Timestamp,
});
export type Payment = z.infer<typeof Payment>;

/**
 * GET /payments/{id}/return-status: what the page the provider sends the buyer back to shows. The
 * return address carries a receipt signed for that payment, so the page confirms the payment even
 * where the buyer is not signed in (another host name than the one they paid on, another browser).
 */
export const PaymentReturnStatus = Payment.pick({ id: true, socialId: true, status: true, amounts: true, failureMessage: true, authorizedUntil: true });
export type PaymentReturnStatus = z.infer<typeof PaymentReturnStatus>;

export const PaymentReturnQuery = z.object({ receipt: z.string().min(1).max(200) }).strict();
export type PaymentReturnQuery = z.infer<typeof PaymentReturnQuery>;

/** POST /payments/socials/{id}/payment-sessions: completes the caller's RSVP answers and opens a checkout for one ticket. */
export const StartCheckoutBody = z
  .object({
    ticketTierId: z.string().min(1),
    promoCode: PromoCodeText.optional(),
    answers: z.array(QuestionAnswer).max(200).optional().describe('The questionnaire answers; the saved draft is used when left out'),
    hideFromGuestList: z.boolean().optional(),
    inviteCode: z.string().trim().min(1).max(100).optional(),
    returnPath: z
      .string()
      .max(500)
      .regex(/^\/([^/\\\s][^\s]*)?$/, 'A path on this site, starting with one "/"')
      .default('/my-ticket')
      .describe('Where the provider sends the attendee back; payment=success|cancelled and paymentId are added'),
  })
  .strict();
export type StartCheckoutBody = z.infer<typeof StartCheckoutBody>;

export const CheckoutSession = z.object({
  paymentId: z.string(),
  checkoutUrl: z.string(),
  expiresAt: Timestamp,
  amounts: PaymentAmounts,
});
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/** PATCH /payments: the attendee abandons their open checkout; its seat goes back at once. */
export const UpdatePaymentBody = z
  .object({
    paymentId: Id,
    status: z.literal('CANCELLED'),
  })
  .strict();
export type UpdatePaymentBody = z.infer<typeof UpdatePaymentBody>;

/** POST /socials/ticket-price: the price of a tier of any social, before signing in. */
export const TicketPriceBody = TotalChargeRequest.extend({ socialId: Id }).strict();
export type TicketPriceBody = z.infer<typeof TicketPriceBody>;

/** POST /payments/promo-code: is this code good for this tier now? */
export const PromoCodeCheckBody = z
  .object({
    socialId: Id,
    ticketTierId: z.string().min(1),
    code: PromoCodeText,
  })
  .strict();
export type PromoCodeCheckBody = z.infer<typeof PromoCodeCheckBody>;

export const PromoCodeCheck = z.object({
  valid: z.boolean(),
  reason: z.enum(['UNKNOWN_CODE', 'NOT_YET_VALID', 'EXPIRED', 'USED_UP', 'NOT_FOR_THIS_TIER']).nullable(),
  discountType: PromoDiscountType.nullable(),
  value: z.number().int().nullable(),
  charge: TotalCharge.describe('What the tier costs with the code (without it when not valid)'),
});
export type PromoCodeCheck = z.infer<typeof PromoCodeCheck>;

export const Refund = z.object({
  id: z.string(),
  paymentId: z.string(),
  rsvpId: z.string(),
  type: RefundType,
  reason: RefundReason,
  note: z.string().nullable(),
  amount: MoneyCents,
  parts: PaymentParts,
  status: RefundStatus,
  failureMessage: z.string().nullable(),
  createdById: z.string().nullable().describe('Who asked for it; null when the platform did (cancellations, deposit settlement)'),
  createdAt: Timestamp,
});
export type Refund = z.infer<typeof Refund>;

export const DisputeSource = z.enum(['PROVIDER', 'ATTENDEE']);
export type DisputeSource = z.infer<typeof DisputeSource>;

export const DisputeStatus = z.enum(['OPEN', 'UNDER_REVIEW', 'WON', 'LOST', 'CLOSED']);
export type DisputeStatus = z.infer<typeof DisputeStatus>;

export const DisputeReason = z.enum(['DUPLICATE_CHARGE', 'NOT_AS_DESCRIBED', 'EVENT_CANCELLED', 'REFUND_NOT_RECEIVED', 'FRAUDULENT', 'OTHER']);
export type DisputeReason = z.infer<typeof DisputeReason>;

export const Dispute = z.object({
  id: z.string(),
  socialId: z.string(),
  paymentId: z.string().nullable(),
  userId: z.string().nullable(),
  source: DisputeSource,
  reason: DisputeReason,
  details: z.string().nullable(),
  status: DisputeStatus,
  amount: MoneyCents,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Dispute = z.infer<typeof Dispute>;

/** POST /disputes/socials/{id}: an attendee disputes what they paid for a social. */
export const DisputeRequest = z
  .object({
    reason: DisputeReason,
    details: z.string().trim().min(10).max(2000),
  })
  .strict();
export type DisputeRequest = z.infer<typeof DisputeRequest>;

/** GET /socials/{id}/rsvps/{r}/payment-detail (hosts and staff). */
export const PaymentDetail = z.object({
  payment: Payment.nullable().describe('The paid (or latest) checkout of the RSVP; null for a free RSVP'),
  refunds: z.array(Refund),
  disputes: z.array(Dispute),
  refundable: PaymentParts.describe('What can still be refunded, part by part'),
});
export type PaymentDetail = z.infer<typeof PaymentDetail>;

export const SalesFigures = z.object({
  orders: z.number().int().nonnegative().describe('Paid orders'),
  gross: MoneyCents.describe('Charged to attendees'),
  discounts: MoneyCents,
  fees: MoneyCents.describe("The platform's fees"),
  refunded: MoneyCents,
  net: z.number().int().describe("The host's share: charged minus fees minus refunds of the host's parts"),
});
export type SalesFigures = z.infer<typeof SalesFigures>;

/** GET /payments/earnings: what the caller's own socials earned, per currency (payouts go to the owner's bank account). */
export const HostEarnings = z.object({
  currencies: z
    .array(
      SalesFigures.extend({
        currency: z.string().describe('ISO 4217, lower case: usd'),
        paidOut: MoneyCents.describe('Sent to the bank account by payouts'),
        pendingPayout: MoneyCents.describe('In payouts on their way'),
        balance: z.number().int().describe('net − paidOut − pendingPayout; negative when refunds came after a payout'),
      }),
    )
    .describe('One entry per currency sold in'),
});
export type HostEarnings = z.infer<typeof HostEarnings>;

/** One order of a social as its hosts see it: paid, or with the card only held until they approve. */
export const SaleOrder = z.object({
  paymentId: Id,
  buyerName: z.string(),
  tierName: z.string(),
  status: z.enum(['PAID', 'AUTHORIZED']).describe('AUTHORIZED: the card is held, charged when the hosts approve'),
  amount: MoneyCents.describe('Charged (or held) in total'),
  promoCode: z.string().nullable(),
  refunded: MoneyCents.describe('Refunded so far, pending refunds included'),
  orderedAt: Timestamp.describe('When it was paid, else when the checkout started'),
});
export type SaleOrder = z.infer<typeof SaleOrder>;

/** At most this many orders come with the ticket sales, newest first. */
export const SALE_ORDERS_SHOWN = 200;

/** GET /socials/{id}/ticket-sales (hosts and staff). */
export const TicketSales = z.object({
  currency: z.string(),
  tiers: z.array(
    SalesFigures.extend({
      ticketTierId: z.string(),
      name: z.string(),
      type: TicketType,
      ticketPrice: MoneyCents,
      depositAmount: MoneyCents,
      quantity: z.number().int().nullable(),
      sold: z.number().int().describe('Seats taken, held checkouts included'),
      held: z.number().int().describe('Seats held by open checkouts'),
    }),
  ),
  totals: SalesFigures,
  orders: z.array(SaleOrder).describe(`Paid and held orders, newest first, at most ${SALE_ORDERS_SHOWN}`),
  moreOrders: z.boolean().describe('True when older orders were left out'),
});
export type TicketSales = z.infer<typeof TicketSales>;

/** GET /payments/transactions: the caller's payments, newest first, with their refunds. */
export const Transaction = z.object({
  payment: Payment,
  refunds: z.array(Refund),
  social: z.object({ id: z.string(), title: z.string(), slug: z.string(), href: z.string(), eventTimestamp: Timestamp, timezone: z.string() }),
});
export type Transaction = z.infer<typeof Transaction>;

export const BankAccountHolderKind = z.enum(['individual', 'personal', 'speaker']);
export type BankAccountHolderKind = z.infer<typeof BankAccountHolderKind>;

export const BankAccountType = z.enum(['individual', 'company']);
export type BankAccountType = z.infer<typeof BankAccountType>;

export const BankAccountStatus = z.enum(['VERIFIED', 'PENDING', 'ACTION_REQUIRED']);
export type BankAccountStatus = z.infer<typeof BankAccountStatus>;

const BankNumber = z.string().trim().max(64).optional();

/** How long the name on a bank account may be. */
export const BANK_ACCOUNT_LIMITS = { holderNameMin: 2, holderNameMax: 120 } as const;

/**
 * POST /payments/bank-accounts: where a host's payouts go. The bank details asked for depend on the
 * country (bankDetailSchemeOf); only the last four characters of each number are kept.
 */
export const BankAccountInput = z
  .object({
    holderKind: BankAccountHolderKind,
    accountType: BankAccountType,
    holderName: z.string().trim().min(BANK_ACCOUNT_LIMITS.holderNameMin).max(BANK_ACCOUNT_LIMITS.holderNameMax),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => findPayoutCountry(code) !== null, 'Payouts do not go to this country; choose one from the list')
      .describe(`Two letters: ${PAYOUT_COUNTRIES.map((country) => country.code).join(', ')}`),
    currency: z
      .string()
      .trim()
      .toLowerCase()
      .refine((code) => PAYOUT_CURRENCIES.includes(code), 'Payouts are not made in this currency; choose one from the list')
      .default('usd')
      .describe("The country's own currency"),
    routingNumber: BankNumber.describe('US: 9 digits'),
    sortCode: BankNumber.describe('GB: 6 digits'),
    transitNumber: BankNumber.describe('CA: 5 digits'),
    institutionNumber: BankNumber.describe('CA: 3 digits'),
    bsb: BankNumber.describe('AU: 6 digits'),
    ifsc: BankNumber.describe('IN: 11 characters'),
    iban: BankNumber.describe('IBAN countries (SEPA, CH, DK, NO, SE): checked by its check digits'),
    swiftCode: BankNumber.describe('Other countries: the SWIFT/BIC code, with the account number or IBAN'),
    accountNumber: BankNumber.describe('Every country but the IBAN ones'),
  })
  .strict()
  .superRefine((input, ctx) => {
    const country = findPayoutCountry(input.country);
    if (!country) return;
    if (PAYOUT_CURRENCIES.includes(input.currency) && !isPayoutCurrencyOf(input.country, input.currency))
      ctx.addIssue({ code: 'custom', path: ['currency'], message: `Payouts to ${country.name} are made in ${country.currency.toUpperCase()}` });
    for (const error of validateBankDetails(country.code, input)) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });
export type BankAccountInput = z.infer<typeof BankAccountInput>;

export const BankAccount = z.object({
  id: z.string(),
  userId: z.string(),
  holderKind: BankAccountHolderKind,
  accountType: BankAccountType,
  holderName: z.string(),
  country: z.string(),
  currency: z.string(),
  routingLast4: z.string().describe("The bank code's last four (routing number, sort code, BSB…); empty for an IBAN"),
  accountLast4: z.string(),
  status: BankAccountStatus,
  onboardingUrl: z.string().nullable().describe('Stripe: where the holder finishes verification; null when nothing is needed'),
  createdAt: Timestamp,
});
export type BankAccount = z.infer<typeof BankAccount>;

/** GET /configs/payment: what the client needs to show prices and start a checkout, and the payment settings staff change. */
export const PaymentConfig = z.object({
  provider: PaymentProviderName.nullable().describe('null: payments are switched off on this deployment'),
  currency: z.string(),
  platformFee: PlatformFee,
  checkoutHoldMinutes: z.number().int(),
  ...PaymentsConfig.shape,
});
export type PaymentConfig = z.infer<typeof PaymentConfig>;
