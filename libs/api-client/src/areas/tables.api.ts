import type { BadgePdfBody, BadgeSettings, CreateTableBody, MyTable, SeatGuestsBody, TablePlan, UpdateTableBody } from '@socials/domain';
import { baseApi } from '../base-api';
import { afterSeatingChange, tags } from '../tags';

const socialTablesPath = (socialId: string) => `/socials/${encodeURIComponent(socialId)}/tables`;
const tablePath = (tableId: string) => `/tables/${encodeURIComponent(tableId)}`;

export interface CreateTableArgs {
  socialId: string;
  body: CreateTableBody;
}

export interface SeatGuestsArgs {
  socialId: string;
  body: SeatGuestsBody;
}

/** A table is addressed by its own id; the social says which plan it changes. */
export interface TableArgs {
  socialId: string;
  tableId: string;
}

export interface UpdateTableArgs extends TableArgs {
  body: UpdateTableBody;
}

export interface UpdateBadgeSettingsArgs {
  socialId: string;
  body: BadgeSettings;
}

/** A file fetched from the API, held by the browser until `URL.revokeObjectURL(url)`. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** Table plans, the guest's own table, and printable badges and table tents. */
export const tablesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 403 when the social's owner has no TABLE_GROUPING. A change to the guest list changes who is unseated. */
    getTablePlan: build.query<TablePlan, string>({
      query: (socialId) => socialTablesPath(socialId),
      extraOptions: { forbiddenIsAnswer: true },
      providesTags: (_plan, _error, socialId) => [tags.tablePlan(socialId), tags.attendees(socialId)],
    }),
    createTable: build.mutation<TablePlan, CreateTableArgs>({
      query: ({ socialId, body }) => ({ url: socialTablesPath(socialId), method: 'POST', body }),
      invalidatesTags: (_plan, _error, { socialId }) => afterSeatingChange(socialId),
    }),
    /** Assignments (tableId null stands a guest up) or autoFill; 409 when a table would get more guests than seats. */
    seatGuests: build.mutation<TablePlan, SeatGuestsArgs>({
      query: ({ socialId, body }) => ({ url: socialTablesPath(socialId), method: 'PATCH', body }),
      invalidatesTags: (_plan, _error, { socialId }) => afterSeatingChange(socialId),
    }),
    updateTable: build.mutation<TablePlan, UpdateTableArgs>({
      query: ({ tableId, body }) => ({ url: tablePath(tableId), method: 'PATCH', body }),
      invalidatesTags: (_plan, _error, { socialId }) => afterSeatingChange(socialId),
    }),
    /** Its guests become unseated. */
    removeTable: build.mutation<TablePlan, TableArgs>({
      query: ({ tableId }) => ({ url: tablePath(tableId), method: 'DELETE' }),
      invalidatesTags: (_plan, _error, { socialId }) => afterSeatingChange(socialId),
    }),
    /** The caller's table at a social and their tablemates' first names; table null when not seated. */
    getMyTable: build.query<MyTable, string>({
      query: (socialId) => `${socialTablesPath(socialId)}/mine`,
      providesTags: (_table, _error, socialId) => [tags.myTable(socialId)],
    }),
    getBadgeSettings: build.query<BadgeSettings, string>({
      query: (socialId) => `/socials/${encodeURIComponent(socialId)}/badges-tents`,
      providesTags: (_settings, _error, socialId) => [tags.badgeSettings(socialId)],
    }),
    updateBadgeSettings: build.mutation<BadgeSettings, UpdateBadgeSettingsArgs>({
      query: ({ socialId, body }) => ({ url: `/socials/${encodeURIComponent(socialId)}/badges-tents`, method: 'PATCH', body }),
      invalidatesTags: (_settings, _error, { socialId }) => [tags.badgeSettings(socialId)],
    }),
    /**
     * The badges (or table tents) as a PDF. The file stays out of the store (it keeps only what can
     * be serialized): the reply is an object URL for the caller to download and then revoke.
     */
    downloadBadgesPdf: build.mutation<DownloadedFile, BadgePdfBody>({
      queryFn: async (body, _api, _extra, baseQuery) => {
        const reply = await baseQuery({
          url: '/badges-tents/attendees',
          method: 'POST',
          body,
          // An error still reads as the API's JSON error.
          responseHandler: (response: Response) => (response.ok ? response.blob() : response.json()),
        });
        if (reply.error) return { error: reply.error };
        const disposition = reply.meta?.response?.headers.get('content-disposition') ?? '';
        const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'badges.pdf';
        return { data: { url: URL.createObjectURL(reply.data as Blob), fileName } };
      },
    }),
  }),
});

export const {
  useGetTablePlanQuery,
  useCreateTableMutation,
  useSeatGuestsMutation,
  useUpdateTableMutation,
  useRemoveTableMutation,
  useGetMyTableQuery,
  useGetBadgeSettingsQuery,
  useUpdateBadgeSettingsMutation,
  useDownloadBadgesPdfMutation,
} = tablesApi;
