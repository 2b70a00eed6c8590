import type {
  Blast,
  BlastAudienceFilterInput,
  BlastAudienceScope,
  BlastAudiencePreview,
  BlastChannel,
  BlastConfig,
  BlastPreview,
  BlastRecipient,
  BlastStatus,
  BlastVariable,
  CreateBlastInput,
  SendRsvpMessageBody,
  UpdateBlastBody,
} from '@socials/domain';
import { baseApi } from '../base-api';
import { afterBlastChange, tags } from '../tags';

const path = encodeURIComponent;

/**
 * Whom a blast goes to: a social's guests (socialId), a circle's members (circleId), or without
 * either the caller's subscribers. The social's and the circle's own routes are used for them, the
 * host routes otherwise.
 */
export interface BlastAudienceOf {
  socialId?: string;
  circleId?: string;
}

/** The social's or the circle's blast routes; null for the caller's subscribers. */
const ownerPath = ({ socialId, circleId }: BlastAudienceOf) =>
  socialId ? `/socials/${path(socialId)}/blast` : circleId ? `/circles/${path(circleId)}/blast` : null;
const scheduledPath = (of: BlastAudienceOf) => `${ownerPath(of) ?? '/blast'}/scheduled`;
const audienceOf = ({ socialId, circleId }: BlastAudienceOf): BlastAudienceOf => ({ socialId, circleId });

export interface BlastAudienceArgs extends BlastAudienceOf {
  channel: BlastChannel;
  audience: BlastAudienceFilterInput;
}

export interface BlastPreviewArgs extends BlastAudienceOf {
  channel: BlastChannel;
  subject: string;
  body: string;
  /** Whose values fill the variables; unset: the first recipient, or the sender. */
  userId?: string;
  /** Circle blasts: the hosts only, or every member. */
  scope?: BlastAudienceScope;
}

export interface CreateBlastArgs extends BlastAudienceOf {
  body: CreateBlastInput;
}

export interface UpdateBlastArgs extends BlastAudienceOf {
  blastId: string;
  body: UpdateBlastBody;
}

export interface CancelBlastArgs extends BlastAudienceOf {
  blastId: string;
}

export interface BlastHistoryArgs extends BlastAudienceOf {
  status?: BlastStatus;
}

/** A page of deliveries: `after` is the previous page's `next` (0 or unset: the first page). */
export interface BlastRecipientsArgs {
  blastId: string;
  after?: number;
  limit?: number;
}

export interface BlastRecipientPage {
  data: BlastRecipient[];
  next: number | null;
}

/**
 * Later pages of one blast's deliveries are appended to the first; a person already listed is
 * replaced in place, so polling a page while the blast goes out updates their status.
 */
function mergeRecipientPage(cached: BlastRecipientPage, page: BlastRecipientPage, after: number | undefined): BlastRecipientPage {
  if (!after) return page;
  const fresh = new Map(page.data.map((recipient) => [recipient.userId, recipient]));
  const data = cached.data.map((recipient) => fresh.get(recipient.userId) ?? recipient);
  const known = new Set(cached.data.map((recipient) => recipient.userId));
  return { data: [...data, ...page.data.filter((recipient) => !known.has(recipient.userId))], next: page.next };
}

export const blastsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /blast/configs: channels, limits, variables, and whether the caller may send cross-social blasts. */
    getBlastConfig: build.query<BlastConfig, void>({
      query: () => '/blast/configs',
    }),
    getBlastVariables: build.query<{ data: BlastVariable[] }, string>({
      query: (socialId) => `/socials/${path(socialId)}/blast-variables`,
    }),
    /** POST /blast/recipients: who the audience reaches now (a read, sent as a POST). */
    getBlastAudience: build.query<BlastAudiencePreview, BlastAudienceArgs>({
      query: ({ circleId, ...body }) => ({ url: circleId ? `/circles/${path(circleId)}/blast/recipients` : '/blast/recipients', method: 'POST', body }),
      providesTags: (_reply, _error, { socialId, circleId }) => [
        socialId ? tags.attendees(socialId) : circleId ? tags.circleMembers(circleId) : tags.mySubscribers(),
      ],
    }),
    /** The message as one recipient would get it: POST /socials/{id}/blast/preview, /circles/{id}/blast/preview, or /blast/preview for subscribers. */
    getBlastPreview: build.query<BlastPreview, BlastPreviewArgs>({
      query: ({ socialId, circleId, ...body }) => ({ url: `${ownerPath({ socialId, circleId }) ?? '/blast'}/preview`, method: 'POST', body }),
    }),
    getScheduledBlasts: build.query<{ data: Blast[] }, BlastAudienceOf>({
      query: (audience) => scheduledPath(audience),
      providesTags: (_reply, _error, audience) => [tags.blasts(audienceOf(audience))],
    }),
    /** GET /blast/blasted-messages (a circle's: /circles/{id}/blast/blasted-messages): sent and sending blasts with their delivery counts, newest first. */
    getBlastHistory: build.query<{ data: Blast[] }, BlastHistoryArgs>({
      query: ({ circleId, ...params }) => ({ url: circleId ? `/circles/${path(circleId)}/blast/blasted-messages` : '/blast/blasted-messages', params }),
      providesTags: (_reply, _error, audience) => [tags.blasts(audienceOf(audience))],
    }),
    getBlastRecipients: build.query<BlastRecipientPage, BlastRecipientsArgs>({
      query: ({ blastId, ...params }) => ({ url: `/blast/${path(blastId)}/recipients`, params }),
      serializeQueryArgs: ({ endpointName, queryArgs: { blastId, limit } }) => `${endpointName}(${blastId}|${limit ?? ''})`,
      merge: (cached, page, { arg }) => mergeRecipientPage(cached, page, arg.after),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.after !== previousArg?.after,
      providesTags: (_reply, _error, { blastId }) => [tags.blastRecipients(blastId)],
    }),
    /** Sends now (no scheduledAt) or at scheduledAt: a social's guests, or the caller's subscribers (POST /hosts/blast). */
    createBlast: build.mutation<Blast, CreateBlastArgs>({
      query: ({ body, ...of }) => ({ url: ownerPath(of) ? scheduledPath(of) : '/hosts/blast', method: 'POST', body }),
      invalidatesTags: (_blast, _error, of) => afterBlastChange(audienceOf(of)),
    }),
    /** A cross-social blast (needs ADVANCE_BLAST): POST /socials/{id}/advance-blast. */
    createAdvanceBlast: build.mutation<Blast, Required<CreateBlastArgs>>({
      query: ({ socialId, body }) => ({ url: `/socials/${path(socialId)}/advance-blast`, method: 'POST', body }),
      invalidatesTags: (_blast, _error, { socialId }) => afterBlastChange({ socialId }),
    }),
    /** POST /sendRsvpEmails or /sendRsvpSms: a quick message now to guests by RSVP status. */
    sendRsvpMessage: build.mutation<Blast, { channel: BlastChannel; body: SendRsvpMessageBody }>({
      query: ({ channel, body }) => ({ url: channel === 'EMAIL' ? '/sendRsvpEmails' : '/sendRsvpSms', method: 'POST', body }),
      invalidatesTags: (_blast, _error, { body }) => afterBlastChange({ socialId: body.socialId }),
    }),
    /** A circle's blast is changed through the host route (/blast/scheduled/{id}), which checks the circle's hosts. */
    updateBlast: build.mutation<Blast, UpdateBlastArgs>({
      query: ({ socialId, blastId, body }) => ({ url: `${scheduledPath({ socialId })}/${path(blastId)}`, method: 'PATCH', body }),
      invalidatesTags: (_blast, _error, { blastId, ...of }) => afterBlastChange(audienceOf(of), blastId),
    }),
    cancelBlast: build.mutation<Blast, CancelBlastArgs>({
      query: ({ blastId, ...of }) => ({ url: `${scheduledPath(of)}/${path(blastId)}`, method: 'DELETE' }),
      invalidatesTags: (_blast, _error, { blastId, ...of }) => afterBlastChange(audienceOf(of), blastId),
    }),
  }),
});

export const {
  useGetBlastConfigQuery,
  useGetBlastVariablesQuery,
  useGetBlastAudienceQuery,
  useGetBlastPreviewQuery,
  useGetScheduledBlastsQuery,
  useGetBlastHistoryQuery,
  useGetBlastRecipientsQuery,
  useCreateBlastMutation,
  useCreateAdvanceBlastMutation,
  useSendRsvpMessageMutation,
  useUpdateBlastMutation,
  useCancelBlastMutation,
} = blastsApi;
