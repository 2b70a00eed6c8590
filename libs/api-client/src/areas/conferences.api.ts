import type {
  BuyPassesBody,
  Conference,
  ConferenceCheckoutBody,
  ConferenceCheckoutSession,
  ConferenceTicketSale,
  ConferenceOrder,
  ConferenceTicket,
  ConferenceTicketList,
  UpdateConferenceTicketBody,
  ConferenceList,
  ConferenceListQuery,
  ConferencePass,
  ConferenceSession,
  CreateConferenceBody,
  CreateSessionBody,
  CreateSpeakerBody,
  Speaker,
  UpdateConferenceBody,
  UpdateSessionBody,
  UpdateSpeakerBody,
  ConferencePartnerList,
  NetworkingDirectory,
  NetworkingState,
  SavedSessionState,
} from '@socials/domain';
import { baseApi } from '../base-api';
import { afterConferenceChange, afterSpeakerChange, tags } from '../tags';

const conferencePath = (ref: string) => `/conferences/${encodeURIComponent(ref)}`;

export interface UpdateConferenceArgs {
  id: string;
  body: UpdateConferenceBody;
}

export interface UpdateSpeakerArgs {
  id: string;
  body: UpdateSpeakerBody;
}

export interface UpdateSessionArgs {
  id: string;
  conferenceId: string;
  body: UpdateSessionBody;
}

/** Conferences, passes, speakers and the agenda (staff, organizers and the conference site). */
export const conferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConferences: build.query<ConferenceList, ConferenceListQuery | void>({
      query: (params) => ({ url: '/conferences', params: params ?? {} }),
      providesTags: (list) => [tags.conferenceList(), ...(list?.data.map((c) => tags.conference(c.id)) ?? [])],
    }),
    /** By id or slug. */
    getConference: build.query<Conference, string>({
      query: (ref) => conferencePath(ref),
      providesTags: (conference, _error, ref) => [tags.conference(conference?.id ?? ref)],
    }),
    getConferencePasses: build.query<{ data: ConferencePass[] }, string>({
      query: (ref) => `${conferencePath(ref)}/passes`,
      providesTags: (_passes, _error, ref) => [tags.conference(ref)],
    }),
    createConference: build.mutation<Conference, CreateConferenceBody>({
      query: (body) => ({ url: '/conferences', method: 'POST', body }),
      invalidatesTags: () => afterConferenceChange(),
    }),
    updateConference: build.mutation<Conference, UpdateConferenceArgs>({
      query: ({ id, body }) => ({ url: conferencePath(id), method: 'PATCH', body }),
      invalidatesTags: () => afterConferenceChange(),
    }),
    /** Staff: approve or reject the domain an organizer asked for. */
    decideConferenceDomain: build.mutation<Conference, { id: string; approve: boolean }>({
      query: ({ id, approve }) => ({ url: `${conferencePath(id)}/domain-decision`, method: 'POST', body: { approve } }),
      invalidatesTags: () => afterConferenceChange(),
    }),
    listSpeakers: build.query<{ data: Speaker[] }, { conferenceId?: string; q?: string } | void>({
      query: (params) => ({ url: '/speakers', params: params ?? {} }),
      providesTags: (list, _error, params) => [tags.speakers(params?.conferenceId), ...(list?.data.map((s) => tags.speaker(s.id)) ?? [])],
    }),
    createSpeaker: build.mutation<Speaker, CreateSpeakerBody>({
      query: (body) => ({ url: '/speakers', method: 'POST', body }),
      invalidatesTags: () => afterSpeakerChange(),
    }),
    updateSpeaker: build.mutation<Speaker, UpdateSpeakerArgs>({
      query: ({ id, body }) => ({ url: `/speakers/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: () => afterSpeakerChange(),
    }),
    deleteSpeaker: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: `/speakers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: () => afterSpeakerChange(),
    }),
    attachSpeakers: build.mutation<{ data: Speaker[] }, { conferenceId: string; speakerIds: string[] }>({
      query: ({ conferenceId, speakerIds }) => ({ url: `${conferencePath(conferenceId)}/speakers`, method: 'PATCH', body: { speakerIds } }),
      invalidatesTags: () => afterSpeakerChange(),
    }),
    detachSpeaker: build.mutation<{ data: Speaker[] }, { conferenceId: string; speakerId: string }>({
      query: ({ conferenceId, speakerId }) => ({ url: `${conferencePath(conferenceId)}/speakers`, method: 'DELETE', params: { speakerId } }),
      invalidatesTags: () => afterSpeakerChange(),
    }),
    listSessions: build.query<{ data: ConferenceSession[] }, string>({
      query: (conferenceId) => `${conferencePath(conferenceId)}/sessions`,
      providesTags: (_list, _error, conferenceId) => [tags.agenda(conferenceId)],
    }),
    createSession: build.mutation<ConferenceSession, CreateSessionBody>({
      query: (body) => ({ url: '/sessions', method: 'POST', body }),
      invalidatesTags: () => afterSpeakerChange(),
    }),
    updateSession: build.mutation<ConferenceSession, UpdateSessionArgs>({
      query: ({ id, body }) => ({ url: `/sessions/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: () => afterSpeakerChange(),
    }),
    deleteSession: build.mutation<{ ok: true }, { id: string; conferenceId: string }>({
      query: ({ id }) => ({ url: `/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_s, _error, { conferenceId }) => [tags.agenda(conferenceId)],
    }),
    /** Opens a checkout for the tickets (a free order is PAID at once and its tickets are issued). */
    buyPasses: build.mutation<ConferenceOrder, { conferenceId: string; body: BuyPassesBody }>({
      query: ({ conferenceId, body }) => ({ url: `${conferencePath(conferenceId)}/payments`, method: 'POST', body }),
      invalidatesTags: (_order, _error, { conferenceId }) => [tags.conference(conferenceId), tags.conferenceList(), tags.myConferenceTickets(conferenceId)],
    }),
    /** The conference site's purchase: the answer's url is where the buyer goes (the provider's checkout, or their tickets once a free order is PAID). */
    startConferenceCheckout: build.mutation<ConferenceCheckoutSession, ConferenceCheckoutBody>({
      query: (body) => ({ url: '/payment/checkout-session', method: 'POST', body }),
      invalidatesTags: (session, _error, body) => [
        tags.ticketSale(body.conference),
        tags.conference(body.conference),
        ...(session ? [tags.conference(session.order.conferenceId), tags.myConferenceTickets(session.order.conferenceId)] : []),
      ],
    }),
    /** What the tickets page sells, by the conference's slug: passes with price, tickets left and sale window. */
    getConferenceTicketSale: build.query<ConferenceTicketSale, string>({
      query: (slug) => `/payments/conferences/slug/${encodeURIComponent(slug)}`,
      providesTags: (_sale, _error, slug) => [tags.ticketSale(slug)],
    }),
    getMyConferenceTickets: build.query<ConferenceTicketList, string>({
      query: (conferenceId) => `/users/me/tickets/conferences/${encodeURIComponent(conferenceId)}`,
      providesTags: (_list, _error, conferenceId) => [tags.myConferenceTickets(conferenceId)],
    }),
    /** Assign by e-mail, claim with the link's token, or complete the attendee's details. */
    updateConferenceTicket: build.mutation<ConferenceTicket, { conferenceId: string; ticketId: string; body: UpdateConferenceTicketBody }>({
      query: ({ conferenceId, ticketId, body }) => ({ url: `${conferencePath(conferenceId)}/tickets/${encodeURIComponent(ticketId)}`, method: 'PATCH', body }),
      invalidatesTags: (_ticket, _error, { conferenceId }) => [tags.myConferenceTickets(conferenceId)],
    }),
    /** The sessions the caller saved, by start time. */
    getMyAgenda: build.query<{ data: ConferenceSession[] }, string>({
      query: (conferenceId) => `${conferencePath(conferenceId)}/my-agenda`,
      providesTags: (_list, _error, conferenceId) => [tags.myAgenda(conferenceId)],
    }),
    /** Saves a session on the caller's agenda (saved: true) or takes it off. */
    setSessionSaved: build.mutation<SavedSessionState, { conferenceId: string; sessionId: string; saved: boolean }>({
      query: ({ conferenceId, sessionId, saved }) => ({
        url: `${conferencePath(conferenceId)}/sessions/${encodeURIComponent(sessionId)}/saved`,
        method: saved ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_state, _error, { conferenceId }) => [tags.myAgenda(conferenceId)],
    }),
    /** The attendee directory (ticket holders only: anyone else gets the 403 NOT_A_TICKET_HOLDER, an answer, not an ended session). */
    getNetworking: build.query<NetworkingDirectory, string>({
      query: (conferenceId) => `${conferencePath(conferenceId)}/networking`,
      extraOptions: { forbiddenIsAnswer: true },
      providesTags: (_list, _error, conferenceId) => [tags.networking(conferenceId)],
    }),
    /** Lists the caller in the directory (optedIn: true) or takes them out. */
    setNetworkingOptin: build.mutation<NetworkingState, { conferenceId: string; optedIn: boolean }>({
      query: ({ conferenceId, optedIn }) => ({ url: `${conferencePath(conferenceId)}/networking/me`, method: optedIn ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_state, _error, { conferenceId }) => [tags.networking(conferenceId)],
    }),
    /** The partners (patrons) of a conference with their logos. */
    getConferencePartners: build.query<ConferencePartnerList, string>({
      query: (conferenceId) => `${conferencePath(conferenceId)}/patrons`,
      providesTags: (_list, _error, conferenceId) => [tags.conference(conferenceId), 'Patron'],
    }),
    /** Staff: make a patron one of the conference's partners, or stop. */
    setConferencePartner: build.mutation<ConferencePartnerList, { conferenceId: string; patronId: string; partner: boolean }>({
      query: ({ conferenceId, patronId, partner }) => ({
        url: `${conferencePath(conferenceId)}/patrons/${encodeURIComponent(patronId)}`,
        method: partner ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { conferenceId }) => [tags.conference(conferenceId)],
    }),
  }),
});

export const {
  useBuyPassesMutation,
  useGetMyConferenceTicketsQuery,
  useUpdateConferenceTicketMutation,
  useListConferencesQuery,
  useGetConferenceQuery,
  useGetConferencePassesQuery,
  useCreateConferenceMutation,
  useUpdateConferenceMutation,
  useDecideConferenceDomainMutation,
  useListSpeakersQuery,
  useCreateSpeakerMutation,
  useUpdateSpeakerMutation,
  useDeleteSpeakerMutation,
  useAttachSpeakersMutation,
  useDetachSpeakerMutation,
  useListSessionsQuery,
  useCreateSessionMutation,
  useUpdateSessionMutation,
  useDeleteSessionMutation,
  useGetMyAgendaQuery,
  useSetSessionSavedMutation,
  useGetNetworkingQuery,
  useSetNetworkingOptinMutation,
  useGetConferencePartnersQuery,
  useStartConferenceCheckoutMutation,
  useGetConferenceTicketSaleQuery,
  useSetConferencePartnerMutation,
} = conferencesApi;
