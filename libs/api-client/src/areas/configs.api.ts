import type { ConfigGroup, ConfigsReply, ConfigValues } from '@socials/domain';
import { baseApi } from '../base-api';

export interface UpdateConfigArgs<G extends ConfigGroup = ConfigGroup> {
  group: G;
  body: Partial<ConfigValues[G]>;
}

/** The front ends' settings and staff's changes to them. */
export const configsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfigs: build.query<ConfigsReply, void>({
      query: () => '/configs',
      providesTags: ['Config'],
    }),
    updateConfig: build.mutation<ConfigValues[ConfigGroup], UpdateConfigArgs>({
      query: ({ group, body }) => ({ url: `/configs/${group}`, method: 'PATCH', body }),
      invalidatesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigsQuery, useUpdateConfigMutation } = configsApi;
