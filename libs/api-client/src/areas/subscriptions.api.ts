import type { HostSubscriber, UnsubscribeBody, UnsubscribeInfo } from '@socials/domain';
import { baseApi } from '../base-api';
import { afterSubscriptionChange, tags } from '../tags';

const path = encodeURIComponent;

export interface FollowHostsArgs {
  hostId: string;
  /** Follow every host of this social. */
  allHostsOfSocialId?: string;
}

export interface SubscribersArgs {
  offset?: number;
  limit?: number;
}

export interface SubscriberPage {
  data: HostSubscriber[];
  total: number;
}

/**
 * Host subscriptions, served by the blasts module: people follow hosts and
 * unsubscribe; hosts list their followers. Apart from the blasts' endpoints, so that the event
 * page's Follow button does not load the blast composer's.
 */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    followHosts: build.mutation<{ hostIds: string[] }, FollowHostsArgs>({
      query: ({ hostId, allHostsOfSocialId }) => ({ url: `/hosts/${path(hostId)}/subscribe`, method: 'POST', body: { allHostsOfSocialId } }),
      invalidatesTags: afterSubscriptionChange(),
    }),
    /** PATCH /hosts/unsubscribe: signed in with hostId, or anyone with a message's token. */
    unsubscribe: build.mutation<UnsubscribeInfo, UnsubscribeBody>({
      query: (body) => ({ url: '/hosts/unsubscribe', method: 'PATCH', body }),
      invalidatesTags: afterSubscriptionChange(),
    }),
    /** GET /hosts/unsubscribe?token: whose messages the link stops, the address (masked), and whether it already did. */
    getUnsubscribeInfo: build.query<UnsubscribeInfo, string>({
      query: (token) => ({ url: '/hosts/unsubscribe', params: { token } }),
    }),
    getSubscribers: build.query<SubscriberPage, SubscribersArgs | void>({
      query: (params) => ({ url: '/hosts/subscribers', params: { ...params } }),
      providesTags: [tags.mySubscribers()],
    }),
    /** Every follower as a CSV file (GET /hosts/subscribers?format=csv), read as text. */
    exportSubscribersCsv: build.mutation<string, void>({
      query: () => ({ url: '/hosts/subscribers', params: { format: 'csv' }, responseHandler: 'text' }),
    }),
  }),
});

export const { useFollowHostsMutation, useUnsubscribeMutation, useGetUnsubscribeInfoQuery, useGetSubscribersQuery, useExportSubscribersCsvMutation } =
  subscriptionsApi;
