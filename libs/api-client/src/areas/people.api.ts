import type { ConnectionReply, DeleteAccountBody, InviteCodeReply, Me, PointsReply, RegisterBody, SuggestedUsersReply, UserStatistics } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';
import { showReplyAsMe } from './users.api';

/**
 * The people side of users (registration with an invite code, deletion, invite codes, points,
 * connections, suggestions, statistics): apart from users.api so that only the pages using them
 * load them, not every app's first load.
 */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new account's first save: the profile and the invite code of the link that brought them. */
    registerMe: build.mutation<Me, RegisterBody>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      onQueryStarted: (_body, api) => showReplyAsMe(api),
      invalidatesTags: (me) => (me ? [tags.user(me.id), tags.userBySlug(me.slug)] : []),
    }),
    /** Deletes the caller's account (their address typed to confirm); the caller then signs out. */
    deleteMe: build.mutation<void, DeleteAccountBody>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
    createInviteCode: build.mutation<InviteCodeReply, void>({
      query: () => ({ url: '/createInviteCodeRequest', method: 'POST' }),
      invalidatesTags: ['Me'],
    }),
    /** The caller's points: balance and ledger, newest first. */
    getMyPoints: build.query<PointsReply, { exclusiveStartKey?: string } | void>({
      query: (arg) => ({ url: '/users/me/points', params: arg && arg.exclusiveStartKey ? { exclusiveStartKey: arg.exclusiveStartKey } : undefined }),
      providesTags: ['Me'],
    }),
    scanUser: build.mutation<ConnectionReply, { slug: string }>({
      query: (body) => ({ url: '/users/scan', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    getSuggestedUsers: build.query<SuggestedUsersReply, void>({
      query: () => '/users/me/suggested-users',
      providesTags: ['Me'],
    }),
    getUserStatistics: build.query<UserStatistics, string>({
      query: (id) => `/users/${encodeURIComponent(id)}/statistics`,
      providesTags: (_stats, _error, id) => [tags.user(id)],
    }),
  }),
});

export const {
  useRegisterMeMutation,
  useDeleteMeMutation,
  useCreateInviteCodeMutation,
  useGetMyPointsQuery,
  useScanUserMutation,
  useGetSuggestedUsersQuery,
  useGetUserStatisticsQuery,
} = peopleApi;
