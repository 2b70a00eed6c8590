import type { PasswordlessStartBody, TokenReply } from '@socials/domain';
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
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', credentials: 'include' }),
      extraOptions: { skipReauth: true },
    }),
  }),
});

export const { useStartPasswordlessMutation, useExchangeCodeMutation, useLogoutMutation } = authApi;
