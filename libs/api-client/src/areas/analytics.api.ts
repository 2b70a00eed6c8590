import type {
  AnalyticsCategory,
  AnalyticsDataSet,
  HostAnalytics,
  HostSocialFiguresPage,
  ManagerDashboard,
  ManagerRsvpPage,
  RsvpStatus,
  SocialAnalytics,
  SocialStats,
  StatsSeries,
  StatsTable,
} from '@socials/domain';
import { statsTableCsv } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

const path = encodeURIComponent;

export interface StatsSeriesArgs {
  socialId: string;
  dataSet: AnalyticsDataSet;
  category: AnalyticsCategory;
}

/** A page: exclusiveStartKey is the previous page's meta.lastEvaluatedKey. */
export interface AnalyticsPageArgs {
  limit?: number;
  exclusiveStartKey?: string;
}

export interface HostSocialFiguresArgs extends AnalyticsPageArgs {
  userId: string;
}

export interface ManagerRsvpsArgs extends AnalyticsPageArgs {
  status?: RsvpStatus;
}

/** A social's figures move with its RSVPs: they go stale with the attendee list. */
const socialFigures = (socialId: string) => [tags.attendees(socialId), tags.social(socialId)];

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /socials/{id}/stats: the funnel and each data set's total (hosts and staff). */
    getSocialStats: build.query<SocialStats, string>({
      query: (socialId) => `/socials/${path(socialId)}/stats`,
      providesTags: (_result, _error, socialId) => socialFigures(socialId),
    }),
    /** GET /socials/{id}/stats/{s}/dataCategory/{c}: one data set per day or per tier. */
    getStatsSeries: build.query<StatsSeries, StatsSeriesArgs>({
      query: ({ socialId, dataSet, category }) => `/socials/${path(socialId)}/stats/${path(dataSet)}/dataCategory/${path(category)}`,
      providesTags: (_result, _error, { socialId }) => socialFigures(socialId),
    }),
    /** GET /socials/{id}/tableStats: every data set per day (the CSV). */
    getStatsTable: build.query<StatsTable, string>({
      query: (socialId) => `/socials/${path(socialId)}/tableStats`,
      providesTags: (_result, _error, socialId) => socialFigures(socialId),
    }),
    /** GET /socials/{id}/analytics: the social, its funnel, totals and paid revenue. */
    getSocialAnalytics: build.query<SocialAnalytics, string>({
      query: (socialId) => `/socials/${path(socialId)}/analytics`,
      providesTags: (_result, _error, socialId) => socialFigures(socialId),
    }),
    /** GET /users/{id}/host-analytics: a host's figures across their socials. */
    getHostAnalytics: build.query<HostAnalytics, string>({
      query: (userId) => `/users/${path(userId)}/host-analytics`,
      providesTags: (_result, _error, userId) => [tags.user(userId)],
    }),
    /** GET /users/{id}/host-analytics/socials: each hosted social with its figures, paged. */
    listHostSocialFigures: build.query<HostSocialFiguresPage, HostSocialFiguresArgs>({
      query: ({ userId, ...params }) => ({ url: `/users/${path(userId)}/host-analytics/socials`, params }),
      providesTags: (_result, _error, { userId }) => [tags.user(userId)],
    }),
    /** GET /manager/dashboard: platform totals (staff). */
    getManagerDashboard: build.query<ManagerDashboard, void>({
      query: () => '/manager/dashboard',
      keepUnusedDataFor: 10,
    }),
    /** GET /manager/rsvps: the newest RSVPs of every social (staff). */
    listManagerRsvps: build.query<ManagerRsvpPage, ManagerRsvpsArgs>({
      query: (params) => ({ url: '/manager/rsvps', params }),
      keepUnusedDataFor: 10,
    }),
  }),
});

export const {
  useGetSocialStatsQuery,
  useGetStatsSeriesQuery,
  useGetStatsTableQuery,
  useLazyGetStatsTableQuery,
  useGetSocialAnalyticsQuery,
  useGetHostAnalyticsQuery,
  useListHostSocialFiguresQuery,
  useGetManagerDashboardQuery,
  useListManagerRsvpsQuery,
} = analyticsApi;

/**
 * One social's statistics as its pages show them (the host's and staff's): the funnel, RSVPs per
 * day and per tier, and the day-by-day table as a CSV file made when asked for.
 */
export function useSocialStatistics(socialId: string) {
  const analytics = useGetSocialAnalyticsQuery(socialId, { skip: !socialId });
  const perDay = useGetStatsSeriesQuery({ socialId, dataSet: 'RSVP', category: 'DAY' }, { skip: !socialId });
  const perTier = useGetStatsSeriesQuery({ socialId, dataSet: 'RSVP', category: 'TIER' }, { skip: !socialId });
  const [loadTable, table] = useLazyGetStatsTableQuery();
  const loadCsv = async (): Promise<{ text: string; fileName: string }> => ({
    text: statsTableCsv(await loadTable(socialId).unwrap()),
    fileName: `statistics-${analytics.data?.social.slug ?? socialId}.csv`,
  });
  return { analytics, perDay: perDay.data, perTier: perTier.data, csvLoading: table.isFetching, loadCsv };
}
