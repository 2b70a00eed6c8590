import type { ConfigsReply } from '@socials/domain';
import { baseApi } from '../base-api';

export const configsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfigs: build.query<ConfigsReply, void>({
      query: () => '/configs',
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigsQuery } = configsApi;
