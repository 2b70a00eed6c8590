import type { HostPermissions, Me, PublicUser, UpdateMeBody } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

/**
 * For a mutation whose reply is the caller's new record: puts it in the cached /users/me at once
 * instead of refetching. On failure the caller shows the error and the cached record stays.
 */
export async function showReplyAsMe(api: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Me }> }): Promise<void> {
  try {
    const { data } = await api.queryFulfilled;
    api.dispatch(usersApi.util.upsertQueryData('getMe', undefined, data));
  } catch {
    // The caller shows the error.
  }
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Me, UpdateMeBody>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      // The reply is the new record: show it at once instead of refetching /users/me.
      onQueryStarted: (_body, api) => showReplyAsMe(api),
      invalidatesTags: (me) => (me ? [tags.user(me.id), tags.userBySlug(me.slug)] : []),
    }),
    getUser: build.query<PublicUser, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_user, _error, id) => [tags.user(id)],
    }),
    getUserBySlug: build.query<PublicUser, string>({
      query: (slug) => `/users/slug/${encodeURIComponent(slug)}`,
      providesTags: (user, _error, slug) => [tags.userBySlug(slug), ...(user ? [tags.user(user.id)] : [])],
    }),
    /** Staff: the features a host has. */
    getHostPermissions: build.query<HostPermissions, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/permissions/social`,
      providesTags: (_permissions, _error, userId) => [tags.hostPermissions(userId)],
    }),
    /** Staff replace a host's features as a whole; the host's own record (when it is the caller's) shows them. */
    setHostPermissions: build.mutation<HostPermissions, HostPermissions>({
      query: ({ userId, hostFeatures }) => ({ url: `/users/${encodeURIComponent(userId)}/permissions/social`, method: 'PATCH', body: { hostFeatures } }),
      invalidatesTags: (_permissions, _error, { userId }) => [tags.hostPermissions(userId), 'Me'],
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation, useGetUserQuery, useGetUserBySlugQuery, useGetHostPermissionsQuery, useSetHostPermissionsMutation } =
  usersApi;
