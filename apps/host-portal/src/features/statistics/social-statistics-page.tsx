import { useParams } from 'react-router-dom';
import { useSocialStatistics } from '@socials/api-client';
import { downloadText, LoadError, PageLoader, SocialStatisticsView, toastError, useDocumentTitle } from '@socials/ui';
import { SocialPageLinks } from '../../shared/social-page-links';

/** /socials/:id/statistics — the funnel, RSVPs over time and by tier of one social, and its CSV, for its hosts. */
export function SocialStatisticsPage() {
  const { id = '' } = useParams();
  const { analytics, perDay, perTier, csvLoading, loadCsv } = useSocialStatistics(id);
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
  const downloadCsv = () => loadCsv().then(({ text, fileName }) => downloadText(text, fileName, 'text/csv;charset=utf-8'), toastError);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Statistics of {social.title}</h1>
        <SocialPageLinks socialId={social.id} current="statistics" />
      </div>
      <SocialStatisticsView analytics={analytics.data} perDay={perDay} perTier={perTier} onDownloadCsv={() => void downloadCsv()} downloading={csvLoading} />
    </div>
  );
}
