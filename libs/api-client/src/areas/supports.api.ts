import type { SupportEmailBody } from '@socials/domain';
import { baseApi } from '../base-api';

/** Support (the /contact page). */
export const supportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSupportEmail: build.mutation<{ ok: true }, SupportEmailBody>({
      query: (body) => ({ url: '/supports/emails', method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportEmailMutation } = supportsApi;
