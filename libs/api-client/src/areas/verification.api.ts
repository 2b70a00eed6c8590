import type { StartEmailVerificationBody, StartEmailVerificationReply, VerifiedEmail, VerifyEmailBody } from '@socials/domain';
import { baseApi } from '../base-api';

/** E-mail verification (catalogue 7.2): a code is e-mailed to the address, then confirmed. */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startEmailVerification: build.mutation<StartEmailVerificationReply, StartEmailVerificationBody>({
      query: (body) => ({ url: '/verification/emails', method: 'POST', body }),
    }),
    /** A confirmed address joins the user's verifiedEmails: /users/me is fetched again. */
    verifyEmail: build.mutation<VerifiedEmail, VerifyEmailBody>({
      query: (body) => ({ url: '/verification/emails/verify', method: 'POST', body }),
      invalidatesTags: (verified) => (verified ? ['Me'] : []),
    }),
  }),
});

export const { useStartEmailVerificationMutation, useVerifyEmailMutation } = verificationApi;
