import { useParams } from 'react-router-dom';
import { useGetSocialAnalyticsQuery, useGetStatsSeriesQuery, useLazyGetStatsTableQuery } from '@socials/api-client';
import { statsTableCsv } from '@socials/domain';
import { downloadText, LoadError, PageLoader, SocialStatisticsView, toastError, useDocumentTitle } from '@socials/ui';
import { SocialPageLinks } from '../../shared/social-page-links';

/** /socials/:id/statistics — the funnel, RSVPs over time and by tier of one social, and its CSV, for its hosts. */
export function SocialStatisticsPage() {
  const { id = '' } = useParams();
  const analytics = useGetSocialAnalyticsQuery(id, { skip: !id });
  const perDay = useGetStatsSeriesQuery({ socialId: id, dataSet: 'RSVP', category: 'DAY' }, { skip: !id });
  const perTier = useGetStatsSeriesQuery({ socialId: id, dataSet: 'RSVP', category: 'TIER' }, { skip: !id });
  const [loadTable, table] = useLazyGetStatsTableQuery();
  const title = analytics.data?.social.title;
  useDocumentTitle(title ? `Statistics of ${title}` : 'Statistics');

  if (analytics.isLoading) return <PageLoader label="Loading statistics…" />;
  if (!analytics.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Statistics</h1>
        <LoadError error={analytics.error} onRetry={analytics.refetch} />
      </div>
    );
  }

  const social = analytics.data.social;
  const downloadCsv = async () => {
    try {
      const rows = await loadTable(social.id).unwrap();
      downloadText(statsTableCsv(rows), `statistics-${social.slug}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Statistics of {social.title}</h1>
        <SocialPageLinks socialId={social.id} current="statistics" />
      </div>
      <SocialStatisticsView analytics={analytics.data} perDay={perDay.data} perTier={perTier.data} onDownloadCsv={() => void downloadCsv()} downloading={table.isFetching} />
    </div>
  );
}
