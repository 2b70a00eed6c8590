import { anyone, type AreaMatrix, everyone, signedIn } from '../../security/matrix';

interface CircleRef {
  id: string;
  slug: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A new paid circle ($15 a month) of the guest, whom no role stands for. */
    freshPaidCircle(options?: { visibility?: 'PUBLIC' | 'PRIVATE' }): Promise<CircleRef>;
    /** The test provider's session of a new membership checkout of the attendee. */
    freshCircleCheckoutSession(): Promise<string>;
  }
}

const byCircle = (circle: CircleRef) => ({ params: { id: circle.id } });

/** Who may call the routes of paid circle memberships. */
export const matrix: AreaMatrix = {
  entries: [
    // Anyone signed in pays for a circle they may join; a PRIVATE circle does not exist for strangers.
    {
      route: 'POST /api/payments/circles/:id/payment-sessions',
      object: 'paid circle',
      expect: signedIn,
      request: async (w) => ({ ...byCircle(await w.freshPaidCircle()), payload: { interval: 'MONTHLY' } }),
    },
    {
      route: 'POST /api/payments/circles/:id/payment-sessions',
      object: 'private paid circle',
      // Staff see a private circle but join it only when invited.
      expect: { anonymous: '401', attendee: '404', host: '404', otherHost: '404', admin: '403' },
      request: async (w) => ({ ...byCircle(await w.freshPaidCircle({ visibility: 'PRIVATE' })), payload: { interval: 'MONTHLY' } }),
    },
    { route: 'GET /api/circles/:id/subscription', object: 'public circle', expect: signedIn, request: (w) => byCircle(w.circles.public) },
    {
      route: 'GET /api/circles/:id/subscription',
      object: 'private circle',
      expect: { anonymous: '401', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx', circleMember: '2xx' },
      request: (w) => byCircle(w.circles.private),
    },
    // Only one's own membership changes: without one there is nothing to change.
    {
      route: 'PATCH /api/circles/:id/subscription',
      object: 'public circle',
      expect: { ...everyone('404'), anonymous: '401' },
      request: (w) => ({ ...byCircle(w.circles.public), payload: { cancelAtPeriodEnd: true } }),
    },
    {
      route: 'GET /api/circles/test-checkout/:sessionId',
      expect: anyone,
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshCircleCheckoutSession() } }),
    },
    {
      route: 'POST /api/circles/test-checkout/:sessionId',
      expect: everyone('3xx'),
      devOnly: true,
      request: async (w) => ({ params: { sessionId: await w.freshCircleCheckoutSession() }, payload: { outcome: 'decline' } }),
    },
  ],
  seed: async ({ actors, sendOk }) => {
    const freshPaidCircle = (options: { visibility?: 'PUBLIC' | 'PRIVATE' } = {}) =>
      sendOk<CircleRef>('POST', '/api/circles', actors.guest.token, {
        name: 'Matrix Paid Circle',
        visibility: options.visibility ?? 'PUBLIC',
        joinPolicy: options.visibility === 'PRIVATE' ? 'INVITE' : 'OPEN',
        membershipPrice: { monthlyCents: 1500 },
      });
    return {
      freshPaidCircle,
      freshCircleCheckoutSession: async () => {
        const circle = await freshPaidCircle();
        const checkout = await sendOk<{ checkoutUrl: string }>('POST', `/api/payments/circles/${circle.id}/payment-sessions`, actors.attendee.token, {
          interval: 'MONTHLY',
        });
        return decodeURIComponent(new URL(checkout.checkoutUrl).pathname.split('/').at(-1)!);
      },
    };
  },
};
