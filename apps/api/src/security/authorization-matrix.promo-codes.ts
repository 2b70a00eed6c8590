import { randomUUID } from 'node:crypto';
import type { MatrixEntry, MatrixRequest, SocialRef } from './authorization-matrix';
import { deletedSocialSignedIn, goneForSignedIn, hostsAndStaff, signedIn, staffOnly } from './matrix-outcomes';

const bySocial = (social: SocialRef): MatrixRequest => ({ params: { id: social.id } });
/** A code text no other request uses: a repeated text would answer 409 instead of the outcome under test. */
const promoInput = () => ({ code: `M${randomUUID().slice(0, 8)}`, discountType: 'PERCENT', value: 10 });
const bankAccountInput = { holderKind: 'individual', accountType: 'individual', holderName: 'Matrix Holder', country: 'US', routingNumber: '110000000', accountNumber: '000123456789' };

/** Promo codes, bank accounts and attendees' disputes (routes/promo-codes, routes/bank-accounts, routes/disputes). */
export const PROMO_BANK_DISPUTE_MATRIX: readonly MatrixEntry[] = [
  // Promo codes are their social's hosts' and staff's (the manager console makes codes for any social).
  { route: 'GET /api/socials/:id/promo-codes', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.paidSocial) },
  { route: 'GET /api/socials/:id/promo-codes', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
  { route: 'POST /api/socials/:id/promo-codes', object: 'public social', expect: hostsAndStaff, request: (w) => ({ ...bySocial(w.paidSocial), payload: promoInput() }) },
  {
    route: 'POST /api/socials/:id/promo-codes',
    object: 'deleted social',
    expect: deletedSocialSignedIn,
    request: (w) => ({ ...bySocial(w.deletedSocial), payload: promoInput() }),
  },
  { route: 'PATCH /api/promo-codes/:id', object: "host A's code", expect: hostsAndStaff, request: async (w) => ({ params: { id: (await w.freshPromoCode()).id }, payload: promoInput() }) },
  { route: 'DELETE /api/promo-codes/:id', object: "host A's code", expect: hostsAndStaff, request: async (w) => ({ params: { id: (await w.freshPromoCode()).id } }) },
  { route: 'PATCH /api/promo-codes/:id', object: 'unknown code', expect: goneForSignedIn, request: () => ({ params: { id: randomUUID() }, payload: promoInput() }) },

  // Bank accounts: everyone their own; someone else's for staff only.
  { route: 'GET /api/payments/bank-accounts', expect: signedIn, request: () => ({}) },
  { route: 'POST /api/payments/bank-accounts', expect: signedIn, request: () => ({ payload: bankAccountInput }) },
  {
    route: 'GET /api/payments/bank-accounts/:recipient',
    object: "host A's accounts",
    expect: hostsAndStaff,
    request: (w) => ({ params: { recipient: w.hostA.userId } }),
  },
  { route: 'GET /api/payments/bank-accounts/:recipient', object: "the guest's accounts", expect: staffOnly, request: (w) => ({ params: { recipient: w.guest.userId } }) },

  // Disputes: only a payer of the social may raise one. The attendee role paid for paidSocial; everyone else is told
  // "You have no payment for this event" (400: the social is visible to them, so there is nothing to hide).
  {
    route: 'POST /api/disputes/socials/:id',
    object: 'a social the attendee paid for',
    expect: { anonymous: '401', attendee: '2xx', host: '400', otherHost: '400', admin: '400' },
    request: (w) => ({ params: { id: w.paidSocial.id }, payload: { reason: 'OTHER', details: 'Checked by the authorization matrix.' } }),
  },
  {
    route: 'POST /api/disputes/socials/:id',
    object: 'unknown social',
    expect: goneForSignedIn,
    request: () => ({ params: { id: randomUUID() }, payload: { reason: 'OTHER', details: 'Checked by the authorization matrix.' } }),
  },
];
