import { Link, useParams } from 'react-router-dom';
import { useSocialStatistics } from '@socials/api-client';
import { downloadText, LoadError, PageLoader, SocialStatisticsView, TEXT_LINK, toastError, useDocumentTitle } from '@socials/ui';

/** /socials/:id/analytics — one social's statistics as its hosts see them, for staff. */
export function SocialAnalyticsPage() {
  const { id = '' } = useParams();
  const { analytics, perDay, perTier, csvLoading, loadCsv } = useSocialStatistics(id);
  const title = analytics.data?.social.title;
  useDocumentTitle(title ? `Analytics of ${title}` : 'Social analytics');

  if (analytics.isLoading) return <PageLoader label="Loading analytics…" />;
  if (!analytics.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Social analytics</h1>
        <LoadError error={analytics.error} onRetry={analytics.refetch} />
      </div>
    );
  }

  const social = analytics.data.social;
  const downloadCsv = () => loadCsv().then(({ text, fileName }) => downloadText(text, fileName, 'text/csv;charset=utf-8'), toastError);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Analytics of {social.title}</h1>
        <Link to={`/host-analytics?host=${encodeURIComponent(social.ownerId)}`} className={`${TEXT_LINK} text-sm`}>
          The owner's analytics across their socials
        </Link>
      </div>
      <SocialStatisticsView analytics={analytics.data} perDay={perDay} perTier={perTier} onDownloadCsv={() => void downloadCsv()} downloading={csvLoading} />
    </div>
  );
}
