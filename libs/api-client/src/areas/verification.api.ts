import type { StartEmailVerificationBody, StartEmailVerificationReply, VerifiedEmail, VerifiedEmailNeed, VerifyEmailBody } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

/** What asks for a verified e-mail: a circle to join, a social to RSVP to, a conference (by slug) to buy passes of. */
export type VerifiedEmailGate = { circleId: string } | { socialId: string } | { conferenceSlug: string };

function needVerifyUrl(gate: VerifiedEmailGate): string {
  if ('circleId' in gate) return `/circles/${gate.circleId}/emails/needVerify`;
  if ('socialId' in gate) return `/socials/${gate.socialId}/emails/needVerify`;
  return `/payments/slug/${gate.conferenceSlug}/needVerify`;
}

function gateTag(gate: VerifiedEmailGate) {
  if ('circleId' in gate) return tags.circle(gate.circleId);
  if ('socialId' in gate) return tags.social(gate.socialId);
  return tags.conference(gate.conferenceSlug);
}

/** E-mail verification: a code is e-mailed to the address, then confirmed. */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startEmailVerification: build.mutation<StartEmailVerificationReply, StartEmailVerificationBody>({
      query: (body) => ({ url: '/verification/emails', method: 'POST', body }),
    }),
    /** A confirmed address joins the user's verifiedEmails: /users/me and every needVerify answer are fetched again. */
    verifyEmail: build.mutation<VerifiedEmail, VerifyEmailBody>({
      query: (body) => ({ url: '/verification/emails/verify', method: 'POST', body }),
      invalidatesTags: (verified) => (verified ? ['Me'] : []),
    }),
    /** Whether joining, an RSVP or buying asks for a verified e-mail, and whether the caller has one (it changes with the caller's addresses: 'Me'). */
    getVerifiedEmailNeed: build.query<VerifiedEmailNeed, VerifiedEmailGate>({
      query: (gate) => needVerifyUrl(gate),
      providesTags: (_need, _error, gate) => [gateTag(gate), 'Me'],
    }),
  }),
});

export const { useStartEmailVerificationMutation, useVerifyEmailMutation, useGetVerifiedEmailNeedQuery } = verificationApi;
