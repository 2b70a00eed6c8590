import type {
  Blast,
  BlastAudienceFilterInput,
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
 * Whose guests a blast goes to: a social's (socialId), or without one the caller's subscribers.
 * The social's own routes are used when there is a social, the host routes otherwise.
 */
export interface BlastAudienceOf {
  socialId?: string;
}

const scheduledPath = ({ socialId }: BlastAudienceOf) => (socialId ? `/socials/${path(socialId)}/blast/scheduled` : '/blast/scheduled');

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
      query: (body) => ({ url: '/blast/recipients', method: 'POST', body }),
      providesTags: (_reply, _error, { socialId }) => [socialId ? tags.attendees(socialId) : tags.mySubscribers()],
    }),
    /** The message as one recipient would get it: POST /socials/{id}/blast/preview, or /blast/preview for subscribers. */
    getBlastPreview: build.query<BlastPreview, BlastPreviewArgs>({
      query: ({ socialId, ...body }) =>
        socialId ? { url: `/socials/${path(socialId)}/blast/preview`, method: 'POST', body } : { url: '/blast/preview', method: 'POST', body },
    }),
    getScheduledBlasts: build.query<{ data: Blast[] }, BlastAudienceOf>({
      query: (audience) => scheduledPath(audience),
      providesTags: (_reply, _error, { socialId }) => [tags.blasts(socialId)],
    }),
    /** GET /blast/blasted-messages: sent and sending blasts with their delivery counts, newest first. */
    getBlastHistory: build.query<{ data: Blast[] }, BlastHistoryArgs>({
      query: (params) => ({ url: '/blast/blasted-messages', params }),
      providesTags: (_reply, _error, { socialId }) => [tags.blasts(socialId)],
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
      query: ({ socialId, body }) => ({ url: socialId ? scheduledPath({ socialId }) : '/hosts/blast', method: 'POST', body }),
      invalidatesTags: (_blast, _error, { socialId }) => afterBlastChange(socialId),
    }),
    /** A cross-social blast (needs ADVANCE_BLAST): POST /socials/{id}/advance-blast. */
    createAdvanceBlast: build.mutation<Blast, Required<CreateBlastArgs>>({
      query: ({ socialId, body }) => ({ url: `/socials/${path(socialId)}/advance-blast`, method: 'POST', body }),
      invalidatesTags: (_blast, _error, { socialId }) => afterBlastChange(socialId),
    }),
    /** POST /sendRsvpEmails or /sendRsvpSms: a quick message now to guests by RSVP status. */
    sendRsvpMessage: build.mutation<Blast, { channel: BlastChannel; body: SendRsvpMessageBody }>({
      query: ({ channel, body }) => ({ url: channel === 'EMAIL' ? '/sendRsvpEmails' : '/sendRsvpSms', method: 'POST', body }),
      invalidatesTags: (_blast, _error, { body }) => afterBlastChange(body.socialId),
    }),
    updateBlast: build.mutation<Blast, UpdateBlastArgs>({
      query: ({ socialId, blastId, body }) => ({ url: `${scheduledPath({ socialId })}/${path(blastId)}`, method: 'PATCH', body }),
      invalidatesTags: (_blast, _error, { socialId, blastId }) => afterBlastChange(socialId, blastId),
    }),
    cancelBlast: build.mutation<Blast, CancelBlastArgs>({
      query: ({ socialId, blastId }) => ({ url: `${scheduledPath({ socialId })}/${path(blastId)}`, method: 'DELETE' }),
      invalidatesTags: (_blast, _error, { socialId, blastId }) => afterBlastChange(socialId, blastId),
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
