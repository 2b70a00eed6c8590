import type {
  CreateSocialBody,
  GuestList,
  HostedSocialsQuery,
  Paged,
  PublicApprovalStatus,
  ReviewingPublicitySummary,
  SearchSocialsBody,
  Social,
  SocialDetail,
  SocialHomeSection,
  UpdateSocialBody,
} from '@socials/domain';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { baseApi } from '../base-api';
import { mergePage } from '../fetch-all-pages';
import { afterSocialChange, socialListTags, tags, type ApiTag } from '../tags';

export interface PageArgs {
  exclusiveStartKey?: string;
  limit?: number;
}

export interface PublicSocialsArgs extends PageArgs {
  cityId?: string;
}

export interface HomepageSectionArgs extends PublicSocialsArgs {
  section: SocialHomeSection;
}

export interface HostedSocialsArgs extends PageArgs {
  /** upcoming: soonest first; past: latest first; neither: all, latest first. */
  when?: HostedSocialsQuery['when'];
}

export interface ReviewingPublicityArgs extends PageArgs {
  status?: PublicApprovalStatus;
}

export interface UpdateSocialArgs {
  id: string;
  body: UpdateSocialBody;
}

/** POST /socials/search filters; `limit` falls back to the server's default. */
export type SearchSocialsArgs = Partial<SearchSocialsBody>;

export type SocialPage = Paged<Social>;

/** A social read by id or by slug: `key` is the one asked for; the id also covers the slug's entry. */
const detailTags = (social: SocialDetail | undefined, key: ApiTag<'Social'>) => [key, ...(social ? [tags.social(social.id)] : [])];

export const socialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * "Load more" list: pages of one city share a cache entry. Pass the previous answer's
     * meta.lastEvaluatedKey as exclusiveStartKey to append the next page; leave it out to
     * start over.
     */
    getPublicSocials: build.query<SocialPage, PublicSocialsArgs | void>({
      query: (args) => ({ url: '/socials/public', params: { ...args } }),
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${queryArgs?.cityId ?? ''}|${queryArgs?.limit ?? ''})`,
      merge: (cached, page, { arg }) => mergePage(cached, page, arg?.exclusiveStartKey),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.exclusiveStartKey !== previousArg?.exclusiveStartKey,
      providesTags: (page) => socialListTags('PUBLIC', page),
    }),
    /** Socials that are over, latest first; "Load more" like getPublicSocials. */
    getPastSocials: build.query<SocialPage, PublicSocialsArgs | void>({
      query: (args) => ({ url: '/socials/past', params: { ...args } }),
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${queryArgs?.cityId ?? ''}|${queryArgs?.limit ?? ''})`,
      merge: (cached, page, { arg }) => mergePage(cached, page, arg?.exclusiveStartKey),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.exclusiveStartKey !== previousArg?.exclusiveStartKey,
      providesTags: (page) => socialListTags('PAST', page),
    }),
    /**
     * Search results, "Load more" like getPublicSocials: the pages of one set of filters share a
     * cache entry (the key is every argument but exclusiveStartKey).
     */
    searchSocials: build.query<SocialPage, SearchSocialsArgs>({
      query: (body) => ({ url: '/socials/search', method: 'POST', body }),
      serializeQueryArgs: ({ endpointName, endpointDefinition, queryArgs: { exclusiveStartKey: _startKey, ...filters } }) =>
        defaultSerializeQueryArgs({ endpointName, endpointDefinition, queryArgs: filters }),
      merge: (cached, page, { arg }) => mergePage(cached, page, arg.exclusiveStartKey),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.exclusiveStartKey !== previousArg?.exclusiveStartKey,
      providesTags: (page) => socialListTags('SEARCH', page),
    }),
    /** One section of the home page: SPOTLIGHT, THIS_WEEK or UPCOMING. */
    getHomepageSection: build.query<SocialPage, HomepageSectionArgs>({
      query: (args) => ({ url: '/socials/homepage-feature', params: { ...args } }),
      providesTags: (page) => socialListTags('HOME', page),
    }),
    /** Socials that are over which the caller was confirmed for, latest first. */
    getMyPastSocials: build.query<SocialPage, PageArgs | void>({
      query: (args) => ({ url: '/socials/my-past', params: { ...args } }),
      providesTags: (page) => socialListTags('MY_PAST', page),
    }),
    /** Who's going: the count, and the attendees who show themselves (signed-in callers only). */
    getGuestList: build.query<GuestList, string>({
      query: (id) => `/socials/${encodeURIComponent(id)}/homiesgoing`,
      providesTags: (_list, _error, id) => [tags.guestList(id)],
    }),
    getHostedSocials: build.query<SocialPage, HostedSocialsArgs | void>({
      query: (args) => ({ url: '/socials/hosted', params: { ...args } }),
      providesTags: (page) => socialListTags('HOSTED', page),
    }),
    getReviewingPublicity: build.query<SocialPage, ReviewingPublicityArgs | void>({
      query: (args) => ({ url: '/socials/reviewing-publicity', params: { ...args } }),
      providesTags: (page) => socialListTags('REVIEWING', page),
    }),
    /** How many socials wait in each approval status (staff); changes whenever the review queue does. */
    getReviewingSummary: build.query<ReviewingPublicitySummary, void>({
      query: () => '/socials/reviewing-publicity/summary',
      providesTags: () => [tags.socialList('REVIEWING')],
    }),
    getSocial: build.query<SocialDetail, string>({
      query: (id) => `/socials/${encodeURIComponent(id)}`,
      providesTags: (social, _error, id) => detailTags(social, tags.social(id)),
    }),
    getSocialBySlug: build.query<SocialDetail, string>({
      query: (slug) => `/socials/slug/${encodeURIComponent(slug)}`,
      providesTags: (social, _error, slug) => detailTags(social, tags.socialBySlug(slug)),
    }),
    createSocial: build.mutation<SocialDetail, CreateSocialBody>({
      query: (body) => ({ url: '/socials', method: 'POST', body }),
      invalidatesTags: afterSocialChange(),
    }),
    /** Also the staff approval call ({ publicApprovalStatus }): lists change with it. */
    updateSocial: build.mutation<SocialDetail, UpdateSocialArgs>({
      query: ({ id, body }) => ({ url: `/socials/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (social, _error, { id }) => afterSocialChange(id, social?.slug),
    }),
    deleteSocial: build.mutation<void, string>({
      query: (id) => ({ url: `/socials/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [...afterSocialChange(id), tags.myRsvps()],
    }),
  }),
});

export const {
  useGetPublicSocialsQuery,
  useGetPastSocialsQuery,
  useSearchSocialsQuery,
  useGetHomepageSectionQuery,
  useGetMyPastSocialsQuery,
  useGetGuestListQuery,
  useGetHostedSocialsQuery,
  useGetReviewingPublicityQuery,
  useGetReviewingSummaryQuery,
  useGetSocialQuery,
  useGetSocialBySlugQuery,
  useCreateSocialMutation,
  useUpdateSocialMutation,
  useDeleteSocialMutation,
} = socialsApi;
