import type {
  AttendanceOverview,
  AttendeeGrade,
  BulkUpdateRsvpsBody,
  CheckInBody,
  DuplicateSocialReply,
  HostRsvpStatus,
  Paged,
  Rsvp,
  RsvpStatus,
  SocialDetail,
  UpdateAttendanceStatusBody,
} from '@socials/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../base-api';
import { fetchAllPages, mergePage } from '../fetch-all-pages';
import { afterAttendeeChange, afterSocialChange, tags } from '../tags';

/** GET /socials/{id}/rsvps filters; pages of one filter share a cache entry ("Load more"). */
export interface SocialAttendeesArgs {
  socialId: string;
  status?: RsvpStatus;
  grade?: AttendeeGrade;
  ticketTierId?: string;
  exclusiveStartKey?: string;
  limit?: number;
}

export type AttendeePage = Paged<Rsvp>;

export interface UpdateAttendeeArgs {
  socialId: string;
  rsvpId: string;
  body: { status?: HostRsvpStatus; grade?: AttendeeGrade };
}

export interface BulkUpdateAttendeesArgs extends BulkUpdateRsvpsBody {
  socialId: string;
}

export interface UpdateAttendanceStatusArgs extends UpdateAttendanceStatusBody {
  socialId: string;
}

export interface HostCheckInArgs {
  socialId: string;
  body: CheckInBody;
}

/** Who is going, as the door sees it: holding a seat, or already in. */
const DOOR_STATUSES: readonly RsvpStatus[] = ['APPROVED', 'ATTENDED'];

const socialPath = (socialId: string) => `/socials/${encodeURIComponent(socialId)}`;

/** The host side of socials: attendees, check-in, cancel and duplicate. */
export const hostSocialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSocialAttendees: build.query<AttendeePage, SocialAttendeesArgs>({
      query: ({ socialId, ...params }) => ({ url: `${socialPath(socialId)}/rsvps`, params }),
      serializeQueryArgs: ({ endpointName, queryArgs: { socialId, status, grade, ticketTierId, limit } }) =>
        `${endpointName}(${socialId}|${status ?? ''}|${grade ?? ''}|${ticketTierId ?? ''}|${limit ?? ''})`,
      merge: (cached, page, { arg }) => mergePage(cached, page, arg.exclusiveStartKey),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.exclusiveStartKey !== previousArg?.exclusiveStartKey,
      providesTags: (_page, _error, { socialId }) => [tags.attendees(socialId)],
    }),
    /** A host sets an RSVP's status (approve, waitlist, reject, cancel) and/or grade. */
    updateAttendee: build.mutation<Rsvp, UpdateAttendeeArgs>({
      query: ({ socialId, rsvpId, body }) => ({ url: `${socialPath(socialId)}/rsvps/${encodeURIComponent(rsvpId)}`, method: 'PATCH', body }),
      invalidatesTags: (_rsvp, _error, { socialId }) => afterAttendeeChange(socialId),
    }),
    /** All or nothing: 409 when one of the moves is not allowed or seats run out. */
    bulkUpdateAttendees: build.mutation<{ data: Rsvp[] }, BulkUpdateAttendeesArgs>({
      query: ({ socialId, ...body }) => ({ url: `${socialPath(socialId)}/rsvps`, method: 'PATCH', body }),
      invalidatesTags: (_reply, _error, { socialId }) => afterAttendeeChange(socialId),
    }),
    /** The guest list as CSV text, one line per RSVP. */
    exportAttendeesCsv: build.mutation<string, string>({
      query: (socialId) => ({ url: `${socialPath(socialId)}/rsvp-summary-csv`, method: 'POST', responseHandler: 'text' }),
    }),
    getAttendanceOverview: build.query<AttendanceOverview, string>({
      query: (socialId) => `${socialPath(socialId)}/attendance`,
      providesTags: (_overview, _error, socialId) => [tags.attendance(socialId)],
    }),
    updateAttendanceStatus: build.mutation<AttendanceOverview, UpdateAttendanceStatusArgs>({
      query: ({ socialId, status }) => ({ url: `${socialPath(socialId)}/attendance`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_overview, _error, { socialId }) => [tags.attendance(socialId), tags.social(socialId)],
    }),
    /**
     * Everyone going, for the door: the guests holding a seat and those already checked in, every
     * page of both (a host searching for a name must not miss the guests on page two).
     */
    getDoorList: build.query<Rsvp[], string>({
      queryFn: async (socialId, _api, _extra, baseQuery) => {
        try {
          const lists = await Promise.all(
            DOOR_STATUSES.map((status) =>
              fetchAllPages(async (exclusiveStartKey) => {
                const params = { status, limit: 100, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) };
                const reply = await baseQuery({ url: `${socialPath(socialId)}/rsvps`, params });
                if (reply.error) throw reply.error;
                return reply.data as AttendeePage;
              }),
            ),
          );
          return { data: lists.flat() };
        } catch (error) {
          return { error: error as FetchBaseQueryError };
        }
      },
      providesTags: (_list, _error, socialId) => [tags.attendees(socialId)],
    }),
    /** A host checks an attendee in: `code` = the attendee's ticket code, or `rsvpId` by hand. */
    hostCheckIn: build.mutation<Rsvp, HostCheckInArgs>({
      query: ({ socialId, body }) => ({ url: `${socialPath(socialId)}/rsvps/attendances`, method: 'POST', body }),
      invalidatesTags: (_rsvp, _error, { socialId }) => afterAttendeeChange(socialId),
    }),
    /** Cancels the social; every attendee with an active RSVP is e-mailed. */
    cancelSocial: build.mutation<SocialDetail, string>({
      query: (socialId) => ({ url: `${socialPath(socialId)}/cancel`, method: 'POST' }),
      invalidatesTags: (_social, _error, socialId) => afterSocialChange(socialId),
    }),
    /** A create body copied from the social; nothing is saved until it is POSTed to /socials. */
    getSocialCopy: build.query<DuplicateSocialReply, string>({
      query: (socialId) => `${socialPath(socialId)}/duplicate`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetSocialAttendeesQuery,
  useUpdateAttendeeMutation,
  useBulkUpdateAttendeesMutation,
  useExportAttendeesCsvMutation,
  useGetAttendanceOverviewQuery,
  useUpdateAttendanceStatusMutation,
  useHostCheckInMutation,
  useGetDoorListQuery,
  useCancelSocialMutation,
  useGetSocialCopyQuery,
} = hostSocialsApi;
