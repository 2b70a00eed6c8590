import { type AreaMatrix, attendeeOnly, newEmail, signedIn } from '../../security/matrix';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** An e-mail verification the attendee just started, with the code e-mailed for it. */
    freshEmailVerification(): Promise<{ emailVerificationId: string; code: string }>;
  }
}

/** Who may call the routes of e-mail verification. */
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
  ],
  seed: async ({ actors, sendOk, codeMailedTo }) => ({
    freshEmailVerification: async () => {
      const email = newEmail();
      const started = await sendOk<{ emailVerificationId: string }>('POST', '/api/verification/emails', actors.attendee.token, { email });
      return { emailVerificationId: started.emailVerificationId, code: await codeMailedTo(email) };
    },
  }),
};
