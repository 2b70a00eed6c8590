import { randomUUID } from 'node:crypto';
import { buyTicket, checkoutPath, createPaidSocial, openCheckout } from '../../test/payments-kit';
import { paymentReceipt } from './payment-receipt';
import { signTestWebhook } from './providers/test-provider';
import { anyone, type AreaMatrix, type RsvpRef, type SocialRef, bySocial, everyone, goneForSignedIn, hostsAndStaff, signedIn } from '../../security/matrix';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** Host A's public social with one paid tier ($50 + $20 deposit); the attendee role bought a ticket to it. */
    paidSocial: SocialRef & { ticketTierId: string };
    /** The guest's paid RSVP to paidSocial, bought through the test provider, and the receipt of its return address. */
    paidRsvp: RsvpRef & { paymentId: string; receipt: string };
    /** A new paid social of host A, for checkouts that take a seat. */
    freshPaidSocial(): Promise<SocialRef & { ticketTierId: string }>;
    /** An open checkout of the guest on a new paid social: its test-provider session id. */
    freshCheckoutSession(): Promise<{ sessionId: string; paymentId: string }>;
    /** A provider event body and the signature header the webhook accepts for it. */
    signedWebhook(): { payload: string; signature: string };
  }
}

/** Who may call the routes of checkouts, webhooks, prices, refunds and sales. */
export const matrix: AreaMatrix = {
  entries: [
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
    // Each signed-in user sees the earnings of their own socials only.
    { route: 'GET /api/payments/earnings', expect: signedIn, request: () => ({}) },
    // Each signed-in user sees their own payouts only (the list is always the caller's).
    { route: 'GET /api/payments/payouts', expect: signedIn, request: () => ({ query: { limit: '5' } }) },
    // A payment is its buyer's (the guest), its hosts' and staff's: everyone else gets 404, not a hint it exists.
    // The page the provider returns to reads how the payment went with the receipt its address carries, signed in or not.
    {
      route: 'GET /api/payments/:id/return-status',
      expect: anyone,
      request: (w) => ({ params: { id: w.paidRsvp.paymentId }, query: { receipt: w.paidRsvp.receipt } }),
    },
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
  ],
  seed: async ({ h, actors, world, sendOk }) => {
    const { hostA, guest, attendee, admin } = actors;
    const paidSocial = await createPaidSocial(h, hostA, { cityId: world.cityId, isPublic: true });
    const paidRsvp = await buyTicket(h, guest, paidSocial);
    // The attendee role is a payer of paidSocial: the routes for payers (disputes) see one role that may.
    await buyTicket(h, attendee, paidSocial);
    return {
      paidSocial: { id: paidSocial.id, slug: paidSocial.slug, ticketTierId: paidSocial.ticketTiers[0]?.id ?? '' },
      paidRsvp: { id: paidRsvp.rsvpId, socialId: paidSocial.id, paymentId: paidRsvp.id, receipt: paymentReceipt(h.config, paidRsvp.id) },
      freshPaidSocial: async () => {
        const social = await createPaidSocial(h, hostA, { cityId: world.cityId, isPublic: true });
        await sendOk('PATCH', `/api/socials/${social.id}`, admin.token, { publicApprovalStatus: 'APPROVED' });
        return { id: social.id, slug: social.slug, ticketTierId: social.ticketTiers[0]?.id ?? '' };
      },
      freshCheckoutSession: async () => {
        const social = await createPaidSocial(h, hostA, { cityId: world.cityId });
        const session = await openCheckout(h, guest, social);
        return { sessionId: checkoutPath(session).split('/').pop() ?? '', paymentId: session.paymentId };
      },
      signedWebhook: () => {
        const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_matrix' } } });
        return { payload, signature: signTestWebhook(payload, h.config.payments.webhookSecret) };
      },
    };
  },
};
