import type {
  AddPatronMemberBody,
  CreateInvoiceBody,
  CreatePatronBody,
  ModeratePatronQuestionBody,
  MyPatronSettings,
  Patron,
  PatronEvents,
  PatronInvoice,
  PatronInvoiceList,
  PatronList,
  PatronMember,
  PatronQuestion,
  PatronQuestionBank,
  PatronReport,
  SocialPatrons,
  SponsorSocialBody,
  UpdateInvoiceBody,
  UpdateMyPatronBody,
  UpdatePatronBody,
} from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';
import type { DownloadedFile } from './tables.api';

const path = encodeURIComponent;

export interface PatronArgs<Body> {
  patronId: string;
  body: Body;
}

/** Patrons: profiles, the patron portal (invoices, reports, question bank) and staff's administration. */
export const patronsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPatrons: build.query<PatronList, void>({
      query: () => '/patrons',
      providesTags: ['Patron'],
    }),
    getMyPatrons: build.query<PatronList, void>({
      query: () => '/patrons/mine',
      providesTags: ['Patron'],
    }),
    getPatronByCode: build.query<Patron, string>({
      query: (code) => `/patrons/code/${path(code)}`,
      providesTags: ['Patron'],
    }),
    getPatronUpcomingEvents: build.query<PatronEvents, string>({
      query: (patronId) => `/patrons/${path(patronId)}/upcoming-events`,
      providesTags: (_reply, _error, patronId) => [tags.patron(`EVENTS:${patronId}`)],
    }),
    getSocialPatrons: build.query<SocialPatrons, string>({
      query: (socialId) => `/socials/${path(socialId)}/patrons`,
      providesTags: ['Patron'],
    }),
    createPatron: build.mutation<Patron, CreatePatronBody>({
      query: (body) => ({ url: '/patrons', method: 'POST', body }),
      invalidatesTags: ['Patron'],
    }),
    updatePatron: build.mutation<Patron, PatronArgs<UpdatePatronBody>>({
      query: ({ patronId, body }) => ({ url: `/patrons/${path(patronId)}`, method: 'PATCH', body }),
      invalidatesTags: ['Patron'],
    }),
    getPatronMembers: build.query<{ data: PatronMember[] }, string>({
      query: (patronId) => `/patrons/${path(patronId)}/members`,
      providesTags: (_reply, _error, patronId) => [tags.patron(`MEMBERS:${patronId}`)],
    }),
    addPatronMember: build.mutation<{ data: PatronMember[] }, PatronArgs<AddPatronMemberBody>>({
      query: ({ patronId, body }) => ({ url: `/patrons/${path(patronId)}/members`, method: 'POST', body }),
      invalidatesTags: (_reply, _error, { patronId }) => [tags.patron(`MEMBERS:${patronId}`), 'Patron'],
    }),
    sponsorSocial: build.mutation<PatronEvents, PatronArgs<SponsorSocialBody>>({
      query: ({ patronId, body }) => ({ url: `/patrons/${path(patronId)}/sponsorships`, method: 'POST', body }),
      invalidatesTags: ['Patron'],
    }),
    getPatronInvoices: build.query<PatronInvoiceList, string>({
      query: (patronId) => `/patrons/${path(patronId)}/invoices`,
      providesTags: (_reply, _error, patronId) => [tags.patron(`INVOICES:${patronId}`)],
    }),
    createInvoice: build.mutation<PatronInvoice, PatronArgs<CreateInvoiceBody>>({
      query: ({ patronId, body }) => ({ url: `/patrons/${path(patronId)}/invoices`, method: 'POST', body }),
      invalidatesTags: (_reply, _error, { patronId }) => [tags.patron(`INVOICES:${patronId}`)],
    }),
    /** Staff: mark an issued invoice paid or void (its number stays). */
    updateInvoiceStatus: build.mutation<PatronInvoice, PatronArgs<UpdateInvoiceBody> & { invoiceId: string }>({
      query: ({ patronId, invoiceId, body }) => ({ url: `/patrons/${path(patronId)}/invoices/${path(invoiceId)}`, method: 'PATCH', body }),
      invalidatesTags: (_reply, _error, { patronId }) => [tags.patron(`INVOICES:${patronId}`)],
    }),
    /** The invoice as a PDF: an object URL for the caller to download and then revoke (the file stays out of the store). */
    downloadInvoicePdf: build.mutation<DownloadedFile, { patronId: string; invoiceId: string }>({
      queryFn: async ({ patronId, invoiceId }, _api, _extra, baseQuery) => {
        const reply = await baseQuery({
          url: `/patrons/${path(patronId)}/invoices/${path(invoiceId)}/pdf`,
          responseHandler: (response: Response) => (response.ok ? response.blob() : response.json()),
        });
        if (reply.error) return { error: reply.error };
        const disposition = reply.meta?.response?.headers.get('content-disposition') ?? '';
        const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
        return { data: { url: URL.createObjectURL(reply.data as Blob), fileName } };
      },
    }),
    getPatronReport: build.query<PatronReport, string>({
      query: (patronId) => `/patrons/${path(patronId)}/reports`,
      providesTags: (_reply, _error, patronId) => [tags.patron(`REPORTS:${patronId}`)],
    }),
    getQuestionBank: build.query<PatronQuestionBank, string>({
      query: (patronId) => `/patrons/${path(patronId)}/question-bank`,
      providesTags: (_reply, _error, patronId) => [tags.patron(`QUESTIONS:${patronId}`)],
    }),
    getModerationQueue: build.query<PatronQuestionBank, string>({
      query: (patronId) => `/patrons/${path(patronId)}/moderate-question-bank`,
      providesTags: (_reply, _error, patronId) => [tags.patron(`QUESTIONS:${patronId}`)],
    }),
    regenerateQuestions: build.mutation<PatronQuestionBank, string>({
      query: (patronId) => ({ url: `/patrons/${path(patronId)}/question-bank/regenerate`, method: 'POST' }),
      invalidatesTags: (_reply, _error, patronId) => [tags.patron(`QUESTIONS:${patronId}`), 'Patron'],
    }),
    moderateQuestion: build.mutation<PatronQuestion, { patronId: string; questionId: string; body: ModeratePatronQuestionBody }>({
      query: ({ patronId, questionId, body }) => ({ url: `/patrons/${path(patronId)}/question-bank/${path(questionId)}`, method: 'PATCH', body }),
      invalidatesTags: (_reply, _error, { patronId }) => [tags.patron(`QUESTIONS:${patronId}`)],
    }),
    getMyPatronSettings: build.query<MyPatronSettings, void>({
      query: () => '/users/me/patron',
      providesTags: [tags.patron('MY_SETTINGS')],
    }),
    updateMyPatronSettings: build.mutation<MyPatronSettings, UpdateMyPatronBody>({
      query: (body) => ({ url: '/users/me/patron', method: 'PATCH', body }),
      invalidatesTags: [tags.patron('MY_SETTINGS')],
    }),
  }),
});

export const {
  useGetPatronsQuery,
  useGetMyPatronsQuery,
  useGetPatronByCodeQuery,
  useGetPatronUpcomingEventsQuery,
  useGetSocialPatronsQuery,
  useCreatePatronMutation,
  useUpdatePatronMutation,
  useGetPatronMembersQuery,
  useAddPatronMemberMutation,
  useSponsorSocialMutation,
  useGetPatronInvoicesQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceStatusMutation,
  useDownloadInvoicePdfMutation,
  useGetPatronReportQuery,
  useGetQuestionBankQuery,
  useGetModerationQueueQuery,
  useRegenerateQuestionsMutation,
  useModerateQuestionMutation,
  useGetMyPatronSettingsQuery,
  useUpdateMyPatronSettingsMutation,
} = patronsApi;
