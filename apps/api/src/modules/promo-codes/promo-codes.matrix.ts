import { randomUUID } from 'node:crypto';
import { type AreaMatrix, bySocial, deletedSocialSignedIn, goneForSignedIn, hostsAndStaff } from '../../security/matrix';

/** A code text no other request uses: a repeated text would answer 409 instead of the outcome under test. */
const promoInput = () => ({ code: `M${randomUUID().slice(0, 8)}`, discountType: 'PERCENT', value: 10 });

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A new live promo code of host A's paid social. */
    freshPromoCode(): Promise<{ id: string }>;
  }
}

/** Who may call the routes of promo codes. */
export const matrix: AreaMatrix = {
  entries: [
    // Promo codes are their social's hosts' and staff's (the manager console makes codes for any social).
    { route: 'GET /api/socials/:id/promo-codes', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.paidSocial) },
    { route: 'GET /api/socials/:id/promo-codes', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
    {
      route: 'POST /api/socials/:id/promo-codes',
      object: 'public social',
      expect: hostsAndStaff,
      request: (w) => ({ ...bySocial(w.paidSocial), payload: promoInput() }),
    },
    {
      route: 'POST /api/socials/:id/promo-codes',
      object: 'deleted social',
      expect: deletedSocialSignedIn,
      request: (w) => ({ ...bySocial(w.deletedSocial), payload: promoInput() }),
    },
    {
      route: 'PATCH /api/promo-codes/:id',
      object: "host A's code",
      expect: hostsAndStaff,
      request: async (w) => ({ params: { id: (await w.freshPromoCode()).id }, payload: promoInput() }),
    },
    {
      route: 'DELETE /api/promo-codes/:id',
      object: "host A's code",
      expect: hostsAndStaff,
      request: async (w) => ({ params: { id: (await w.freshPromoCode()).id } }),
    },
    {
      route: 'PATCH /api/promo-codes/:id',
      object: 'unknown code',
      expect: goneForSignedIn,
      request: () => ({ params: { id: randomUUID() }, payload: promoInput() }),
    },
  ],
  seed: async ({ actors, world, sendOk }) => ({
    freshPromoCode: () => sendOk<{ id: string }>('POST', `/api/socials/${world.paidSocial.id}/promo-codes`, actors.hostA.token, promoInput()),
  }),
};
