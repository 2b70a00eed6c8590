import { anyone, type AreaMatrix, bySocial, deletedSocialSignedIn, hostsAndStaff, type Outcomes, signedIn } from '../../security/matrix';
import { DAY } from '../../test/kit';
import { unsubscribeToken } from './unsubscribe-link';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A new e-mail blast of host A's public social, scheduled for tomorrow. */
    freshScheduledBlast(): Promise<{ id: string }>;
    /** The unsubscribe token of host A's messages to the guest. */
    guestUnsubscribeToken: string;
    /** A new e-mail blast to host A's public circle, scheduled for tomorrow. */
    freshCircleBlast(): Promise<{ id: string }>;
    /** The matrix's circle member's user id. */
    circleMemberId: string;
  }
}

const blastBody = () => ({ subject: 'Matrix news', body: 'Hi {{firstName}}', scheduledAt: Date.now() + DAY });

/** A circle's blasts are its owner's (host A's) and hosts', and staff's; its members' are not. */
const circleHosts: Outcomes = { ...hostsAndStaff, circleMember: '403' };
const byCircle = (w: { circles: { public: { id: string } } }, extra: object = {}) => ({ params: { id: w.circles.public.id }, ...extra });

/** Who may call the routes of blasts and host subscriptions. */
export const matrix: AreaMatrix = {
  entries: [
    // A social's blasts are its hosts' and staff's.
    { route: 'GET /api/socials/:id/blast-variables', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/blast/scheduled', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/blast/scheduled', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
    { route: 'POST /api/socials/:id/blast/scheduled', expect: hostsAndStaff, request: (w) => ({ ...bySocial(w.publicSocial), payload: blastBody() }) },
    {
      route: 'POST /api/socials/:id/blast/scheduled',
      object: 'private social',
      expect: hostsAndStaff,
      request: (w) => ({ ...bySocial(w.privateSocial), payload: blastBody() }),
    },
    { route: 'POST /api/socials/:id/advance-blast', expect: hostsAndStaff, request: (w) => ({ ...bySocial(w.publicSocial), payload: blastBody() }) },
    {
      route: 'PATCH /api/socials/:id/blast/scheduled/:blastId',
      expect: hostsAndStaff,
      request: async (w) => ({ params: { id: w.publicSocial.id, blastId: (await w.freshScheduledBlast()).id }, payload: { body: 'Edited' } }),
    },
    {
      route: 'DELETE /api/socials/:id/blast/scheduled/:blastId',
      expect: hostsAndStaff,
      request: async (w) => ({ params: { id: w.publicSocial.id, blastId: (await w.freshScheduledBlast()).id } }),
    },
    {
      route: 'POST /api/socials/:id/blast/preview',
      expect: hostsAndStaff,
      request: (w) => ({ ...bySocial(w.publicSocial), payload: { subject: 'Hi', body: 'Hi {{firstName}}' } }),
    },
    // A circle's blasts: its hosts and staff; what a member was sent is also theirs to read.
    { route: 'POST /api/circles/:id/blast', expect: circleHosts, request: (w) => byCircle(w, { payload: blastBody() }) },
    { route: 'POST /api/circles/:id/blast/scheduled', expect: circleHosts, request: (w) => byCircle(w, { payload: blastBody() }) },
    {
      route: 'POST /api/circles/:id/blast/preview',
      expect: circleHosts,
      request: (w) => byCircle(w, { payload: { subject: 'Hi', body: 'Hi {{firstName}}' } }),
    },
    { route: 'POST /api/circles/:id/blast/recipients', expect: circleHosts, request: (w) => byCircle(w, { payload: {} }) },
    { route: 'GET /api/circles/:id/blast/scheduled', expect: circleHosts, request: (w) => byCircle(w) },
    { route: 'GET /api/circles/:id/blast/blasted-messages', expect: circleHosts, request: (w) => byCircle(w) },
    {
      route: 'DELETE /api/circles/:id/blast/scheduled/:blastId',
      expect: circleHosts,
      request: async (w) => ({ params: { id: w.circles.public.id, blastId: (await w.freshCircleBlast()).id } }),
    },
    {
      route: 'GET /api/circles/:id/members/:userId/blasted-messages',
      object: "the circle member's",
      expect: { ...circleHosts, circleMember: '2xx' },
      request: (w) => ({ params: { id: w.circles.public.id, userId: w.circleMemberId } }),
    },
    // The generic calls: with socialId a social's hosts and staff; without, the caller's own subscribers.
    { route: 'GET /api/blast/configs', expect: signedIn, request: () => ({}) },
    { route: 'POST /api/blast/recipients', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id } }) },
    { route: 'POST /api/blast/recipients', object: 'own subscribers', expect: signedIn, request: () => ({ payload: {} }) },
    { route: 'POST /api/blast/preview', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id, subject: 'Hi', body: 'Hi' } }) },
    { route: 'POST /api/blast/send', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id, ...blastBody() } }) },
    { route: 'POST /api/blast/scheduled', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id, ...blastBody() } }) },
    { route: 'POST /api/blast/scheduled', object: 'own subscribers', expect: signedIn, request: () => ({ payload: blastBody() }) },
    { route: 'GET /api/blast/scheduled', expect: hostsAndStaff, request: (w) => ({ query: { socialId: w.publicSocial.id } }) },
    {
      route: 'PATCH /api/blast/scheduled/:id',
      expect: hostsAndStaff,
      request: async (w) => ({ params: { id: (await w.freshScheduledBlast()).id }, payload: { body: 'Edited' } }),
    },
    { route: 'DELETE /api/blast/scheduled/:id', expect: hostsAndStaff, request: async (w) => ({ params: { id: (await w.freshScheduledBlast()).id } }) },
    { route: 'GET /api/blast/blasted-messages', expect: hostsAndStaff, request: (w) => ({ query: { socialId: w.publicSocial.id } }) },
    { route: 'GET /api/blast/blasted-messages', object: 'own subscribers', expect: signedIn, request: () => ({}) },
    { route: 'GET /api/blast/:id/recipients', expect: hostsAndStaff, request: async (w) => ({ params: { id: (await w.freshScheduledBlast()).id } }) },
    { route: 'POST /api/hosts/blast', expect: signedIn, request: () => ({ payload: blastBody() }) },
    { route: 'POST /api/sendRsvpEmails', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id, subject: 'Hi', body: 'Hi' } }) },
    { route: 'POST /api/sendRsvpSms', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id, body: 'Hi' } }) },
    // Following and unsubscribing: anyone signed in; a message's signed link works without signing in.
    { route: 'POST /api/hosts/:id/subscribe', expect: signedIn, request: (w) => ({ params: { id: w.hostA.userId }, payload: {} }) },
    { route: 'PATCH /api/hosts/unsubscribe', expect: signedIn, request: (w) => ({ payload: { hostId: w.hostA.userId } }) },
    { route: 'PATCH /api/hosts/unsubscribe', object: "a message's link", expect: anyone, request: (w) => ({ payload: { token: w.guestUnsubscribeToken } }) },
    { route: 'GET /api/hosts/unsubscribe', expect: anyone, request: (w) => ({ query: { token: w.guestUnsubscribeToken } }) },
    { route: 'POST /api/hosts/unsubscribe/one-click', expect: anyone, request: (w) => ({ query: { token: w.guestUnsubscribeToken } }) },
    { route: 'GET /api/hosts/subscribers', expect: signedIn, request: () => ({}) },
  ],
  seed: async ({ h, actors, world, sendOk }) => ({
    freshScheduledBlast: () => sendOk<{ id: string }>('POST', `/api/socials/${world.publicSocial.id}/blast/scheduled`, actors.hostA.token, blastBody()),
    freshCircleBlast: () => sendOk<{ id: string }>('POST', `/api/circles/${world.circles.public.id}/blast/scheduled`, actors.hostA.token, blastBody()),
    circleMemberId: actors.circleMember.userId,
    guestUnsubscribeToken: unsubscribeToken(h.config, { userId: actors.guest.userId, organizerId: actors.hostA.userId }),
  }),
};
