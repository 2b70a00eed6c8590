import type { ContentEntry, ContentEntryInput, ContentEntryPatch, ContentKind, ContentPage, ContentPreview } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

const path = encodeURIComponent;

export interface ContentListArgs {
  kind: ContentKind;
  limit?: number;
  exclusiveStartKey?: string;
  /** Staff: drafts too. */
  includeDrafts?: boolean;
}

export interface CreateContentArgs {
  kind: ContentKind;
  body: ContentEntryInput;
}

export interface UpdateContentArgs {
  kind: ContentKind;
  id: string;
  body: ContentEntryPatch;
}

/** The pages staff write: blogs, jobs, FAQs and posts, featured speakers, plans, terms, partnerships. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<ContentPage, ContentListArgs>({
      query: ({ kind, includeDrafts, ...params }) => ({ url: `/content/${kind}`, params: { ...params, ...(includeDrafts ? { includeDrafts: 'true' } : {}) } }),
      providesTags: (_page, _error, { kind }) => [tags.content(kind)],
    }),
    getContent: build.query<ContentEntry, { kind: ContentKind; slug: string }>({
      query: ({ kind, slug }) => `/content/${kind}/${path(slug)}`,
      providesTags: (_entry, _error, { kind }) => [tags.content(kind)],
    }),
    createContent: build.mutation<ContentEntry, CreateContentArgs>({
      query: ({ kind, body }) => ({ url: `/content/${kind}`, method: 'POST', body }),
      invalidatesTags: (_entry, _error, { kind }) => [tags.content(kind)],
    }),
    updateContent: build.mutation<ContentEntry, UpdateContentArgs>({
      query: ({ kind, id, body }) => ({ url: `/content/${kind}/${path(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_entry, _error, { kind }) => [tags.content(kind)],
    }),
    /** Staff's Markdown as the page will show it. */
    previewContent: build.mutation<ContentPreview, string>({
      query: (body) => ({ url: '/content/preview', method: 'POST', body: { body } }),
    }),
    deleteContent: build.mutation<{ ok: true }, { kind: ContentKind; id: string }>({
      query: ({ kind, id }) => ({ url: `/content/${kind}/${path(id)}`, method: 'DELETE' }),
      invalidatesTags: (_reply, _error, { kind }) => [tags.content(kind)],
    }),
  }),
});

export const {
  useListContentQuery,
  useGetContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
  usePreviewContentMutation,
} = contentApi;
