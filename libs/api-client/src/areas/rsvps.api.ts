import type { Rsvp, RsvpedSocial } from '@socials/domain';
import { baseApi } from '../base-api';

export interface CreateRsvpArgs {
  socialId: string;
  ticketTierId?: string;
}

export interface CancelRsvpArgs {
  socialId: string;
  rsvpId: string;
}

export interface RsvpListReply {
  data: Rsvp[];
}

export interface RsvpedSocialListReply {
  data: RsvpedSocial[];
}

/** An RSVP changes the social (seats, myRsvp), its attendee list and the user's tickets. */
const afterRsvpChange = (socialId: string) => [
  { type: 'Social' as const, id: socialId },
  { type: 'Rsvp' as const, id: `SOCIAL:${socialId}` },
  { type: 'Rsvp' as const, id: 'RSVPED' },
];

export const rsvpsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createRsvp: build.mutation<Rsvp, CreateRsvpArgs>({
      query: ({ socialId, ticketTierId }) => ({
        url: `/socials/${encodeURIComponent(socialId)}/rsvps`,
        method: 'POST',
        body: ticketTierId ? { ticketTierId } : {},
      }),
      invalidatesTags: (_rsvp, _error, { socialId }) => afterRsvpChange(socialId),
    }),
    cancelRsvp: build.mutation<Rsvp, CancelRsvpArgs>({
      query: ({ socialId, rsvpId }) => ({
        url: `/socials/${encodeURIComponent(socialId)}/rsvps/${encodeURIComponent(rsvpId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_rsvp, _error, { socialId }) => afterRsvpChange(socialId),
    }),
    getSocialRsvps: build.query<RsvpListReply, string>({
      query: (socialId) => `/socials/${encodeURIComponent(socialId)}/rsvps`,
      providesTags: (_reply, _error, socialId) => [{ type: 'Rsvp', id: `SOCIAL:${socialId}` }],
    }),
    /** The user's tickets (/my-ticket). */
    getRsvpedSocials: build.query<RsvpedSocialListReply, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/rsvped-socials`,
      providesTags: (reply) => [
        { type: 'Rsvp', id: 'RSVPED' },
        ...(reply?.data.map(({ social }) => ({ type: 'Social' as const, id: social.id })) ?? []),
      ],
    }),
  }),
});

export const { useCreateRsvpMutation, useCancelRsvpMutation, useGetSocialRsvpsQuery, useGetRsvpedSocialsQuery } = rsvpsApi;
