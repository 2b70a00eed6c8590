import type { CreatePostInput, Post, PostPage, PostUnlockInfo, PostUnlockReply, UpdatePostBody } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

const path = encodeURIComponent;

export interface CirclePostsArgs {
  circleId: string;
  exclusiveStartKey?: string;
  limit?: number;
}

export interface CreatePostArgs {
  circleId: string;
  body: CreatePostInput;
}

export interface UpdatePostArgs {
  postId: string;
  circleId: string;
  body: UpdatePostBody;
}

/** Circle posts: written by the circle's hosts, read by everyone, members, or whoever unlocks them. */
export const postsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCirclePosts: build.query<PostPage, CirclePostsArgs>({
      query: ({ circleId, ...params }) => ({ url: `/circles/${path(circleId)}/posts`, params }),
      providesTags: (page, _error, { circleId }) => [tags.circlePosts(circleId), ...(page?.data.map((post) => tags.post(post.id)) ?? [])],
    }),
    getPost: build.query<Post, string>({
      query: (postId) => `/posts/${path(postId)}`,
      providesTags: (_post, _error, postId) => [tags.post(postId)],
    }),
    /** GET /posts/{id}/unlock/info: locked or not, why, the price, the caller's points and whether they can pay. */
    getPostUnlockInfo: build.query<PostUnlockInfo, string>({
      query: (postId) => `/posts/${path(postId)}/unlock/info`,
      providesTags: (_info, _error, postId) => [tags.post(postId), 'Me'],
    }),
    createPost: build.mutation<Post, CreatePostArgs>({
      query: ({ circleId, body }) => ({ url: `/circles/${path(circleId)}/posts`, method: 'POST', body }),
      invalidatesTags: (_post, _error, { circleId }) => [tags.circlePosts(circleId)],
    }),
    updatePost: build.mutation<Post, UpdatePostArgs>({
      query: ({ postId, body }) => ({ url: `/posts/${path(postId)}`, method: 'PATCH', body }),
      invalidatesTags: (_post, _error, { postId, circleId }) => [tags.post(postId), tags.circlePosts(circleId)],
    }),
    deletePost: build.mutation<{ ok: true }, { postId: string; circleId: string }>({
      query: ({ postId }) => ({ url: `/posts/${path(postId)}`, method: 'DELETE' }),
      invalidatesTags: (_reply, _error, { postId, circleId }) => [tags.post(postId), tags.circlePosts(circleId)],
    }),
    /** POST /posts/{id}/unlock: spends the points (the balance in /users/me changes) or answers a checkout to go to. */
    unlockPost: build.mutation<PostUnlockReply, string>({
      query: (postId) => ({ url: `/posts/${path(postId)}/unlock`, method: 'POST' }),
      invalidatesTags: (_reply, _error, postId) => [tags.post(postId), 'Me'],
    }),
  }),
});

export const {
  useGetCirclePostsQuery,
  useGetPostQuery,
  useGetPostUnlockInfoQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useUnlockPostMutation,
} = postsApi;
