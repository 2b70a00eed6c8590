import type {
  BankAccount,
  BankAccountInput,
  CheckoutSession,
  Dispute,
  DisputeRequest,
  HostEarnings,
  Payment,
  PaymentReturnStatus,
  PaymentConfig,
  PaymentDetail,
  PayoutPage,
  PromoCode,
  PromoCodeCheck,
  PromoCodeCheckBody,
  PromoCodeInput,
  Refund,
  RefundRequest,
  StartCheckoutBody,
  TicketPriceBody,
  TicketSales,
  TotalCharge,
  TotalChargeRequest,
  Transaction,
} from '@socials/domain';
import { baseApi } from '../base-api';
import { afterPaymentChange, tags } from '../tags';

const path = encodeURIComponent;

export interface StartCheckoutArgs extends Partial<Omit<StartCheckoutBody, 'ticketTierId'>> {
  socialId: string;
  ticketTierId: string;
}

export interface TotalChargeArgs extends Partial<Omit<TotalChargeRequest, 'ticketTierId'>> {
  socialId: string;
  ticketTierId: string;
}

export interface RsvpRef {
  socialId: string;
  rsvpId: string;
}

export interface CreateRefundArgs extends RsvpRef {
  body: RefundRequest;
}

export interface CreatePromoCodeArgs {
  socialId: string;
  body: PromoCodeInput;
}

export interface UpdatePromoCodeArgs {
  socialId: string;
  promoCodeId: string;
  body: PromoCodeInput;
}

export interface DeletePromoCodeArgs {
  socialId: string;
  promoCodeId: string;
}

export interface CreateDisputeArgs {
  socialId: string;
  body: DisputeRequest;
}

/** A page of the caller's payouts: exclusiveStartKey is the previous page's meta.lastEvaluatedKey. */
export interface PayoutPageArgs {
  limit?: number;
  exclusiveStartKey?: string;
}

export interface ListReply<T> {
  data: T[];
}

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => '/configs/payment',
      providesTags: ['Config'],
    }),
    /** POST /socials/ticket-price: anyone, before signing in. */
    getTicketPrice: build.query<TotalCharge, TicketPriceBody>({
      query: (body) => ({ url: '/socials/ticket-price', method: 'POST', body }),
    }),
    /** POST /socials/{id}/rsvps/total-charge: what the signed-in attendee will be charged. */
    getTotalCharge: build.query<TotalCharge, TotalChargeArgs>({
      query: ({ socialId, ...body }) => ({ url: `/socials/${path(socialId)}/rsvps/total-charge`, method: 'POST', body }),
    }),
    checkPromoCode: build.mutation<PromoCodeCheck, PromoCodeCheckBody>({
      query: (body) => ({ url: '/payments/promo-code', method: 'POST', body }),
    }),
    /** Saves the answers, holds a seat and opens a checkout; send the attendee to checkoutUrl. */
    startCheckout: build.mutation<CheckoutSession, StartCheckoutArgs>({
      query: ({ socialId, ...body }) => ({ url: `/payments/socials/${path(socialId)}/payment-sessions`, method: 'POST', body }),
      invalidatesTags: (_reply, _error, { socialId }) => [tags.social(socialId)],
    }),
    /** GET /payments/{id}: poll after the provider sends the attendee back. */
    getPayment: build.query<Payment, string>({
      query: (paymentId) => `/payments/${path(paymentId)}`,
      providesTags: (payment, _error, paymentId) => [tags.payment(paymentId), ...(payment ? [tags.myPayments()] : [])],
    }),
    /** GET /payments/{id}/return-status: the same poll with the return address's receipt, signed in or not. */
    getPaymentReturnStatus: build.query<PaymentReturnStatus, { paymentId: string; receipt: string }>({
      query: ({ paymentId, receipt }) => ({ url: `/payments/${path(paymentId)}/return-status`, params: { receipt } }),
      providesTags: (_status, _error, { paymentId }) => [tags.payment(paymentId)],
    }),
    /** PATCH /payments: abandon an open checkout; its seat goes back at once. */
    cancelCheckout: build.mutation<Payment, { paymentId: string; socialId: string }>({
      query: ({ paymentId }) => ({ url: '/payments', method: 'PATCH', body: { paymentId, status: 'CANCELLED' } }),
      invalidatesTags: (_reply, _error, { paymentId, socialId }) => [tags.payment(paymentId), ...afterPaymentChange(socialId)],
    }),
    getMyTransactions: build.query<ListReply<Transaction>, void>({
      query: () => '/payments/transactions',
      providesTags: [tags.myPayments()],
    }),
    /** GET /payments/earnings: what the caller's own socials earned, per currency. */
    getMyEarnings: build.query<HostEarnings, void>({
      query: () => '/payments/earnings',
      providesTags: [tags.myEarnings()],
    }),
    getMyPayouts: build.query<PayoutPage, PayoutPageArgs | void>({
      query: (args) => ({ url: '/payments/payouts', params: { ...args } }),
      providesTags: [tags.myPayouts()],
    }),
    getTicketSales: build.query<TicketSales, string>({
      query: (socialId) => `/socials/${path(socialId)}/ticket-sales`,
      providesTags: (_reply, _error, socialId) => [tags.ticketSales(socialId)],
    }),
    getPaymentDetail: build.query<PaymentDetail, RsvpRef>({
      query: ({ socialId, rsvpId }) => `/socials/${path(socialId)}/rsvps/${path(rsvpId)}/payment-detail`,
      providesTags: (_reply, _error, { socialId, rsvpId }) => [tags.rsvpPayments(rsvpId), tags.ticketSales(socialId)],
    }),
    getRefunds: build.query<ListReply<Refund>, RsvpRef>({
      query: ({ socialId, rsvpId }) => `/socials/${path(socialId)}/rsvps/${path(rsvpId)}/refunds`,
      providesTags: (_reply, _error, { rsvpId }) => [tags.rsvpPayments(rsvpId)],
    }),
    createRefund: build.mutation<Refund, CreateRefundArgs>({
      query: ({ socialId, rsvpId, body }) => ({ url: `/socials/${path(socialId)}/rsvps/${path(rsvpId)}/refunds`, method: 'POST', body }),
      invalidatesTags: (_reply, _error, { socialId, rsvpId }) => [tags.rsvpPayments(rsvpId), ...afterPaymentChange(socialId)],
    }),
    getPromoCodes: build.query<ListReply<PromoCode>, string>({
      query: (socialId) => `/socials/${path(socialId)}/promo-codes`,
      providesTags: (_reply, _error, socialId) => [tags.promoCodes(socialId)],
    }),
    createPromoCode: build.mutation<PromoCode, CreatePromoCodeArgs>({
      query: ({ socialId, body }) => ({ url: `/socials/${path(socialId)}/promo-codes`, method: 'POST', body }),
      invalidatesTags: (_reply, _error, { socialId }) => [tags.promoCodes(socialId)],
    }),
    updatePromoCode: build.mutation<PromoCode, UpdatePromoCodeArgs>({
      query: ({ promoCodeId, body }) => ({ url: `/promo-codes/${path(promoCodeId)}`, method: 'PATCH', body }),
      invalidatesTags: (_reply, _error, { socialId }) => [tags.promoCodes(socialId)],
    }),
    deletePromoCode: build.mutation<{ ok: true }, DeletePromoCodeArgs>({
      query: ({ promoCodeId }) => ({ url: `/promo-codes/${path(promoCodeId)}`, method: 'DELETE' }),
      invalidatesTags: (_reply, _error, { socialId }) => [tags.promoCodes(socialId)],
    }),
    createDispute: build.mutation<Dispute, CreateDisputeArgs>({
      query: ({ socialId, body }) => ({ url: `/disputes/socials/${path(socialId)}`, method: 'POST', body }),
      invalidatesTags: (_reply, _error, { socialId }) => afterPaymentChange(socialId),
    }),
    getBankAccounts: build.query<ListReply<BankAccount>, void>({
      query: () => '/payments/bank-accounts',
      providesTags: ['BankAccount'],
    }),
    getBankAccountsOf: build.query<ListReply<BankAccount>, string>({
      query: (recipientId) => `/payments/bank-accounts/${path(recipientId)}`,
      providesTags: ['BankAccount'],
    }),
    createBankAccount: build.mutation<BankAccount, BankAccountInput>({
      query: (body) => ({ url: '/payments/bank-accounts', method: 'POST', body }),
      invalidatesTags: ['BankAccount'],
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useGetTicketPriceQuery,
  useGetTotalChargeQuery,
  useCheckPromoCodeMutation,
  useStartCheckoutMutation,
  useGetPaymentQuery,
  useGetPaymentReturnStatusQuery,
  useCancelCheckoutMutation,
  useGetMyTransactionsQuery,
  useGetMyEarningsQuery,
  useGetMyPayoutsQuery,
  useGetTicketSalesQuery,
  useGetPaymentDetailQuery,
  useGetRefundsQuery,
  useCreateRefundMutation,
  useGetPromoCodesQuery,
  useCreatePromoCodeMutation,
  useUpdatePromoCodeMutation,
  useDeletePromoCodeMutation,
  useCreateDisputeMutation,
  useGetBankAccountsQuery,
  useGetBankAccountsOfQuery,
  useCreateBankAccountMutation,
} = paymentsApi;
