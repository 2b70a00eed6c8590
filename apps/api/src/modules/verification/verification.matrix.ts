import { anyone, type AreaMatrix, attendeeOnly, bySocial, deletedSocialRead, newEmail, type Outcomes, signedIn } from '../../security/matrix';
import { ageVerificationCodes } from '../../test/verification-codes';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** An e-mail verification the attendee just started, with the code e-mailed for it. */
    freshEmailVerification(): Promise<{ emailVerificationId: string; code: string }>;
  }
}

/** A PRIVATE circle, like an unpublished conference, exists only for those in it (or preparing it) and staff. */
const privateRead: Outcomes = { anonymous: '404', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx', circleMember: '2xx' };
const draftRead: Outcomes = { anonymous: '404', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx' };

/** Who may call the routes of e-mail verification, and the needVerify answers of the gates that ask for a verified e-mail. */
export const matrix: AreaMatrix = {
  entries: [
    // E-mail verification: any signed-in user for their own addresses; a verification is its starter's alone.
    { route: 'POST /api/verification/emails', expect: signedIn, request: () => ({ payload: { email: newEmail() } }) },
    {
      route: 'POST /api/verification/emails/verify',
      object: "the attendee's verification",
      expect: attendeeOnly,
      request: async (w) => ({ payload: await w.freshEmailVerification() }),
    },
    // The web apps' names for the same two operations.
    { route: 'POST /api/emails/verified', expect: signedIn, request: () => ({ payload: { email: newEmail() } }) },
    {
      route: 'PATCH /api/emails/verified/verification',
      object: "the attendee's verification",
      expect: attendeeOnly,
      request: async (w) => ({ payload: await w.freshEmailVerification() }),
    },
    // needVerify: anyone who may see the circle, social or conference; what it says depends on who asks.
    { route: 'GET /api/circles/:id/emails/needVerify', object: 'public circle', expect: anyone, request: (w) => ({ params: { id: w.circles.public.id } }) },
    {
      route: 'GET /api/circles/:id/emails/needVerify',
      object: 'private circle',
      expect: privateRead,
      request: (w) => ({ params: { id: w.circles.private.id } }),
    },
    { route: 'GET /api/socials/:id/emails/needVerify', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/emails/needVerify', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
    { route: 'GET /api/payments/slug/:slug/needVerify', expect: anyone, request: (w) => ({ params: { slug: w.conference.slug } }) },
    {
      route: 'GET /api/payments/slug/:slug/needVerify',
      object: 'unpublished conference',
      expect: draftRead,
      request: (w) => ({ params: { slug: w.draftConference.slug } }),
    },
  ],
  seed: async ({ h, actors, sendOk, codeMailedTo }) => ({
    freshEmailVerification: async () => {
      // Two routes times seven roles: more than a person may start in the limit's window.
      await ageVerificationCodes(h.db, actors.attendee.userId);
      const email = newEmail();
      const started = await sendOk<{ emailVerificationId: string }>('POST', '/api/verification/emails', actors.attendee.token, { email });
      return { emailVerificationId: started.emailVerificationId, code: await codeMailedTo(email) };
    },
  }),
};
