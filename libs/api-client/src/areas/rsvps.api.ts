import type { CheckInBody, CreateRsvpBody, Rsvp, RsvpedSocial, UpdateRsvpBody } from '@socials/domain';
import { baseApi } from '../base-api';
import { afterRsvpChange, tags } from '../tags';

/** POST /socials/{id}/rsvps: `partial: true` starts (or continues) a half-done RSVP; without it the RSVP is completed. */
export interface CreateRsvpArgs extends CreateRsvpBody {
  socialId: string;
}

/** PATCH /socials/{id}/rsvps/{r} by the attendee: continue a half-done RSVP, `submit: true` completes it. */
export interface UpdateMyRsvpArgs {
  socialId: string;
  rsvpId: string;
  body: Pick<UpdateRsvpBody, 'ticketTierId' | 'answers' | 'hideFromGuestList' | 'submit'>;
}

export interface CancelRsvpArgs {
  socialId: string;
  rsvpId: string;
}

/** POST /socials/{id}/rsvps/attendances by the attendee: GPS (position) or the event's QR code (code). */
export interface SelfCheckInArgs {
  socialId: string;
  body: CheckInBody;
}

export interface RsvpListReply {
  data: Rsvp[];
}

export interface RsvpedSocialListReply {
  data: RsvpedSocial[];
}

/** A half-done RSVP changes nothing anyone else sees: no refetch. */
const afterSave = (rsvp: Rsvp | undefined, socialId: string) =>
  rsvp && (rsvp.status === 'INITIAL' || rsvp.status === 'PARTIAL_UPDATE') ? [] : afterRsvpChange(socialId);

export const rsvpsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createRsvp: build.mutation<Rsvp, CreateRsvpArgs>({
      query: ({ socialId, ...body }) => ({
        url: `/socials/${encodeURIComponent(socialId)}/rsvps`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (rsvp, _error, { socialId }) => afterSave(rsvp, socialId),
    }),
    updateMyRsvp: build.mutation<Rsvp, UpdateMyRsvpArgs>({
      query: ({ socialId, rsvpId, body }) => ({
        url: `/socials/${encodeURIComponent(socialId)}/rsvps/${encodeURIComponent(rsvpId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (rsvp, _error, { socialId }) => afterSave(rsvp, socialId),
    }),
    cancelRsvp: build.mutation<Rsvp, CancelRsvpArgs>({
      query: ({ socialId, rsvpId }) => ({
        url: `/socials/${encodeURIComponent(socialId)}/rsvps/${encodeURIComponent(rsvpId)}`,
        method: 'DELETE',
      }),
      // Points a ticket spent come back with the cancellation: the balance (Me) moves too.
      invalidatesTags: (_rsvp, _error, { socialId }) => [...afterRsvpChange(socialId), 'Me'],
    }),
    selfCheckIn: build.mutation<Rsvp, SelfCheckInArgs>({
      query: ({ socialId, body }) => ({
        url: `/socials/${encodeURIComponent(socialId)}/rsvps/attendances`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_rsvp, _error, { socialId }) => afterRsvpChange(socialId),
    }),
    getSocialRsvps: build.query<RsvpListReply, string>({
      query: (socialId) => `/socials/${encodeURIComponent(socialId)}/rsvps`,
      providesTags: (_reply, _error, socialId) => [tags.attendees(socialId)],
    }),
    /** The user's tickets (/my-ticket) and RSVP'd socials (profile). */
    getRsvpedSocials: build.query<RsvpedSocialListReply, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/rsvped-socials`,
      providesTags: (reply) => [tags.myRsvps(), ...(reply?.data.map(({ social }) => tags.social(social.id)) ?? [])],
    }),
  }),
});

export const {
  useCreateRsvpMutation,
  useUpdateMyRsvpMutation,
  useCancelRsvpMutation,
  useSelfCheckInMutation,
  useGetSocialRsvpsQuery,
  useGetRsvpedSocialsQuery,
} = rsvpsApi;
