import type { MatrixEntry, MatrixRequest, SocialRef } from './authorization-matrix';
import { anyone, everyone, goneForSignedIn, hostsAndStaff, signedIn } from './matrix-outcomes';

const bySocial = (social: SocialRef): MatrixRequest => ({ params: { id: social.id } });

/** Checkouts, webhooks, prices, refunds and sales (routes/payments). */
export const PAYMENTS_MATRIX: readonly MatrixEntry[] = [
  { route: 'GET /api/configs/payment', expect: anyone, request: () => ({}) },
  // Prices are public, like the event page that shows them; a promo code check needs an account (no anonymous code guessing).
  {
    route: 'POST /api/socials/ticket-price',
    expect: anyone,
    request: (w) => ({ payload: { socialId: w.paidSocial.id, ticketTierId: w.paidSocial.ticketTierId } }),
  },
  {
    route: 'POST /api/socials/:id/rsvps/total-charge',
    expect: signedIn,
    request: (w) => ({ ...bySocial(w.paidSocial), payload: { ticketTierId: w.paidSocial.ticketTierId } }),
  },
  {
    route: 'POST /api/payments/promo-code',
    expect: signedIn,
    request: (w) => ({ payload: { socialId: w.paidSocial.id, ticketTierId: w.paidSocial.ticketTierId, code: 'MATRIX' } }),
  },
  // Anyone signed in may buy a ticket, hosts and staff included.
  {
    route: 'POST /api/payments/socials/:id/payment-sessions',
    expect: signedIn,
    request: async (w) => {
      const social = await w.freshPaidSocial();
      return { ...bySocial(social), payload: { ticketTierId: social.ticketTierId } };
    },
  },
  { route: 'GET /api/payments/transactions', expect: signedIn, request: () => ({}) },
  // A payment is its buyer's (the guest), its hosts' and staff's: everyone else gets 404, not a hint it exists.
  {
    route: 'GET /api/payments/:id',
    expect: { anonymous: '401', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx' },
    request: (w) => ({ params: { id: w.paidRsvp.paymentId } }),
  },
  // Only the buyer abandons their checkout; nobody else can, staff included.
  {
    route: 'PATCH /api/payments',
    expect: goneForSignedIn,
    request: async (w) => ({ payload: { paymentId: (await w.freshCheckoutSession()).paymentId, status: 'CANCELLED' } }),
  },
  { route: 'GET /api/socials/:id/ticket-sales', expect: hostsAndStaff, request: (w) => bySocial(w.paidSocial) },
  {
    route: 'GET /api/socials/:id/rsvps/:r/payment-detail',
    expect: hostsAndStaff,
    request: (w) => ({ params: { id: w.paidRsvp.socialId, r: w.paidRsvp.id } }),
  },
  {
    route: 'GET /api/socials/:id/rsvps/:r/refunds',
    expect: hostsAndStaff,
    request: (w) => ({ params: { id: w.paidRsvp.socialId, r: w.paidRsvp.id } }),
  },
  {
    route: 'POST /api/socials/:id/rsvps/:r/refunds',
    expect: hostsAndStaff,
    request: (w) => ({ params: { id: w.paidRsvp.socialId, r: w.paidRsvp.id }, payload: { type: 'CUSTOM', reason: 'MISTAKENLY_APPROVE', customAmount: 100 } }),
  },
  // The provider calls the webhook without an account: the signature is the authorization (unsigned: 400, see payments.routes.test.ts).
  {
    route: 'POST /api/payments/webhooks',
    expect: anyone,
    request: (w) => {
      const { payload, signature } = w.signedWebhook();
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
  },
  // The test provider's checkout page stands in for Stripe's: whoever holds the session link may use it.
  {
    route: 'GET /api/payments/test-checkout/:sessionId',
    expect: anyone,
    devOnly: true,
    request: async (w) => ({ params: { sessionId: (await w.freshCheckoutSession()).sessionId } }),
  },
  {
    route: 'POST /api/payments/test-checkout/:sessionId',
    expect: everyone('3xx'),
    devOnly: true,
    request: async (w) => ({ params: { sessionId: (await w.freshCheckoutSession()).sessionId }, payload: { outcome: 'decline' } }),
  },
];
