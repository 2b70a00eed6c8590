import type { Me, PublicUser, UpdateMeBody } from '@socials/domain';
import { baseApi } from '../base-api';

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Me, UpdateMeBody>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      // The reply is the new record: show it at once instead of refetching /users/me.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(usersApi.util.upsertQueryData('getMe', undefined, data));
        } catch {
          // The caller shows the error; the cached record stays as it was.
        }
      },
      invalidatesTags: (me) => (me ? [{ type: 'User', id: me.id }, { type: 'User', id: `slug:${me.slug}` }] : []),
    }),
    getUser: build.query<PublicUser, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
    getUserBySlug: build.query<PublicUser, string>({
      query: (slug) => `/users/slug/${encodeURIComponent(slug)}`,
      providesTags: (user, _error, slug) => [{ type: 'User', id: `slug:${slug}` }, ...(user ? [{ type: 'User' as const, id: user.id }] : [])],
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation, useGetUserQuery, useGetUserBySlugQuery } = usersApi;
