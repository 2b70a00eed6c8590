import type {
  AddCircleMemberBody,
  Circle,
  CircleCalendarLink,
  CircleMember,
  CircleMembershipCheckout,
  CircleMemberPage,
  CircleMemberStatus,
  CirclePage,
  CreateCircleBody,
  DecideCircleRequestsBody,
  MyCircleSubscription,
  ReferralCheck,
  StartCircleMembershipBody,
  UpdateCircleBody,
  UpdateCircleMemberBody,
  UpdateCircleSubscriptionBody,
  VisibleSocials,
} from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

const path = encodeURIComponent;

/** A page of circles: exclusiveStartKey is the previous page's meta.lastEvaluatedKey. */
export interface CircleListArgs {
  limit?: number;
  exclusiveStartKey?: string;
}

export interface CircleSearchArgs extends CircleListArgs {
  q: string;
}

export interface CircleMembersArgs extends CircleListArgs {
  circleId: string;
  status?: CircleMemberStatus;
}

export interface UpdateCircleArgs {
  circleId: string;
  body: UpdateCircleBody;
}

export interface AddCircleMemberArgs {
  circleId: string;
  body: AddCircleMemberBody;
}

export interface UpdateCircleMemberArgs {
  circleId: string;
  userId: string;
  body: UpdateCircleMemberBody;
}

export interface DecideCircleRequestsArgs {
  circleId: string;
  body: DecideCircleRequestsBody;
}

/** The caller leaves, or (userId) a host removes that person. */
export interface RemoveCircleMemberArgs {
  circleId: string;
  userId?: string;
}

export interface StartCircleMembershipArgs {
  circleId: string;
  body: StartCircleMembershipBody;
}

export interface UpdateCircleSubscriptionArgs {
  circleId: string;
  body: UpdateCircleSubscriptionBody;
}

/** A change to who is in a circle: the circle (counts, the caller's place), its member lists, everyone's circle lists. */
const afterMembershipChange = (circleId: string) => [tags.circle(circleId), tags.circleMembers(circleId), 'Circle' as const];

/** Circles: listing, search, the caller's circles, a circle's page, members and referral codes. */
export const circlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicCircles: build.query<CirclePage, CircleListArgs | void>({
      query: (args) => ({ url: '/getPublicCircles', params: { ...args } }),
      providesTags: ['Circle'],
    }),
    searchCircles: build.query<CirclePage, CircleSearchArgs>({
      query: (params) => ({ url: '/circles/search', params }),
      providesTags: ['Circle'],
    }),
    getMyCircles: build.query<CirclePage, CircleListArgs | void>({
      query: (args) => ({ url: '/circles/me', params: { ...args } }),
      providesTags: ['Circle'],
    }),
    getCircleBySlug: build.query<Circle, string>({
      query: (slug) => `/circles/slug/${path(slug)}`,
      providesTags: (circle, _error, slug) => [tags.circle(slug), ...(circle ? [tags.circle(circle.id)] : [])],
    }),
    getCircle: build.query<Circle, string>({
      query: (circleId) => `/circles/${path(circleId)}`,
      providesTags: (_circle, _error, circleId) => [tags.circle(circleId)],
    }),
    createCircle: build.mutation<Circle, CreateCircleBody>({
      query: (body) => ({ url: '/circles', method: 'POST', body }),
      invalidatesTags: ['Circle'],
    }),
    updateCircle: build.mutation<Circle, UpdateCircleArgs>({
      query: ({ circleId, body }) => ({ url: `/circles/${path(circleId)}`, method: 'PATCH', body }),
      invalidatesTags: ['Circle'],
    }),
    getCircleMembers: build.query<CircleMemberPage, CircleMembersArgs>({
      query: ({ circleId, ...params }) => ({ url: `/circles/${path(circleId)}/members`, params }),
      extraOptions: { forbiddenIsAnswer: true },
      providesTags: (_page, _error, { circleId }) => [tags.circleMembers(circleId)],
    }),
    /** Joins (or asks to, or accepts an invitation); with body.userId a host invites that user. */
    addCircleMember: build.mutation<CircleMember, AddCircleMemberArgs>({
      query: ({ circleId, body }) => ({ url: `/circles/${path(circleId)}/members`, method: 'POST', body }),
      invalidatesTags: (_member, _error, { circleId }) => afterMembershipChange(circleId),
    }),
    updateCircleMember: build.mutation<CircleMember, UpdateCircleMemberArgs>({
      query: ({ circleId, userId, body }) => ({ url: `/circles/${path(circleId)}/members/${path(userId)}`, method: 'PATCH', body }),
      invalidatesTags: (_member, _error, { circleId }) => afterMembershipChange(circleId),
    }),
    decideCircleRequests: build.mutation<{ ok: true }, DecideCircleRequestsArgs>({
      query: ({ circleId, body }) => ({ url: `/circles/${path(circleId)}/members`, method: 'PATCH', body }),
      invalidatesTags: (_reply, _error, { circleId }) => afterMembershipChange(circleId),
    }),
    removeCircleMember: build.mutation<{ ok: true }, RemoveCircleMemberArgs>({
      query: ({ circleId, userId }) => ({ url: `/circles/${path(circleId)}/members`, method: 'DELETE', params: userId ? { userId } : {} }),
      invalidatesTags: (_reply, _error, { circleId }) => afterMembershipChange(circleId),
    }),
    checkReferralCode: build.query<ReferralCheck, { circleId: string; ref: string }>({
      query: ({ circleId, ref }) => ({ url: `/circles/${path(circleId)}/check-referral-code`, method: 'POST', body: { ref } }),
    }),
    /** The circle's upcoming socials the caller may see (members also see COMMUNITY_ONLY ones). */
    getVisibleSocials: build.query<VisibleSocials, string>({
      query: (circleId) => ({ url: '/getVisibleSocials', params: { circleId } }),
      providesTags: (_reply, _error, circleId) => [tags.circleMembers(circleId), 'Social'],
    }),
    /** The address of the circle's calendar feed for the caller: a member's carries their own token. */
    getCircleCalendarLink: build.query<CircleCalendarLink, string>({
      query: (circleId) => `/circles/${path(circleId)}/calendar-link`,
      providesTags: (_reply, _error, circleId) => [tags.circleMembers(circleId)],
    }),
    /** A paid membership's checkout: the browser goes to checkoutUrl; the membership starts once the provider confirms the payment. */
    startCircleMembership: build.mutation<CircleMembershipCheckout, StartCircleMembershipArgs>({
      query: ({ circleId, body }) => ({ url: `/payments/circles/${path(circleId)}/payment-sessions`, method: 'POST', body }),
    }),
    getMyCircleSubscription: build.query<MyCircleSubscription, string>({
      query: (circleId) => `/circles/${path(circleId)}/subscription`,
      providesTags: (_reply, _error, circleId) => [tags.circleMembers(circleId)],
    }),
    /** Cancel at the period's end, or keep renewing. */
    updateMyCircleSubscription: build.mutation<MyCircleSubscription, UpdateCircleSubscriptionArgs>({
      query: ({ circleId, body }) => ({ url: `/circles/${path(circleId)}/subscription`, method: 'PATCH', body }),
      invalidatesTags: (_reply, _error, { circleId }) => afterMembershipChange(circleId),
    }),
  }),
});

export const {
  useGetPublicCirclesQuery,
  useSearchCirclesQuery,
  useGetMyCirclesQuery,
  useGetCircleBySlugQuery,
  useGetCircleQuery,
  useCreateCircleMutation,
  useUpdateCircleMutation,
  useGetCircleMembersQuery,
  useAddCircleMemberMutation,
  useUpdateCircleMemberMutation,
  useDecideCircleRequestsMutation,
  useRemoveCircleMemberMutation,
  useCheckReferralCodeQuery,
  useGetVisibleSocialsQuery,
  useGetCircleCalendarLinkQuery,
  useStartCircleMembershipMutation,
  useGetMyCircleSubscriptionQuery,
  useUpdateMyCircleSubscriptionMutation,
} = circlesApi;
