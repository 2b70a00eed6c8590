import type {
  AccountRetrievalCompleteBody,
  AccountRetrievalConfirmBody,
  AccountRetrievalPendingReply,
  AccountRetrievalStartBody,
  PasswordlessStartBody,
  TokenReply,
} from '@socials/domain';
import { baseApi } from '../base-api';

export interface ExchangeCodeBody {
  email: string;
  code: string;
}

export interface PasswordlessStartReply {
  ok: true;
  expiresIn: number;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startPasswordless: build.mutation<PasswordlessStartReply, PasswordlessStartBody>({
      query: (body) => ({ url: '/auth/passwordless/start', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
    /** Also sets the httpOnly refresh cookie; the caller stores access_token. */
    exchangeCode: build.mutation<TokenReply, ExchangeCodeBody>({
      query: ({ email, code }) => ({
        url: '/auth/oauth/token',
        method: 'POST',
        body: { grant_type: 'passwordless_otp', email, code },
        credentials: 'include',
      }),
      extraOptions: { skipReauth: true },
    }),
    /** Account retrieval: a code to the address the account signs in with now (bot-checked like sign-in). */
    startAccountRetrieval: build.mutation<PasswordlessStartReply, AccountRetrievalStartBody>({
      query: (body) => ({ url: '/auth/account-retrieval/start', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
    /** With that code, choose the new address: nothing moves yet, a second code goes to the new address (202 with pendingEmail). */
    completeAccountRetrieval: build.mutation<AccountRetrievalPendingReply, AccountRetrievalCompleteBody>({
      query: (body) => ({ url: '/auth/account-retrieval/complete', method: 'POST', body }),
      extraOptions: { skipReauth: true },
    }),
    /** With the code sent to the new address, the account signs in with it from now on; answers like exchangeCode (and sets the refresh cookie). */
    confirmAccountRetrieval: build.mutation<TokenReply, AccountRetrievalConfirmBody>({
      query: (body) => ({ url: '/auth/account-retrieval/confirm', method: 'POST', body, credentials: 'include' }),
      extraOptions: { skipReauth: true },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', credentials: 'include' }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const {
  useStartPasswordlessMutation,
  useExchangeCodeMutation,
  useStartAccountRetrievalMutation,
  useCompleteAccountRetrievalMutation,
  useConfirmAccountRetrievalMutation,
  useLogoutMutation,
} = authApi;
