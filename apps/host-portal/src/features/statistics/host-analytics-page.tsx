import { Link } from 'react-router-dom';
import { useGetHostAnalyticsQuery, useListHostSocialFiguresQuery } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { HostAnalyticsView, PagerButtons, usePageKeys, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { socialStatisticsPath } from '../../shared/paths';

const PAGE_SIZE = 20;

/** /analytics — the signed-in host's figures across their socials, and each social's. */
export function HostAnalyticsPage() {
  useDocumentTitle('Analytics');
  const { user } = useCurrentUser();
  // The keys of the pages before the one shown: Older pushes one, Newer pops it.
  const pages = usePageKeys();
  const exclusiveStartKey = pages.startKey;
  const analytics = useGetHostAnalyticsQuery(user?.id ?? '', { skip: !user });
  const socials = useListHostSocialFiguresQuery(
    { userId: user?.id ?? '', limit: PAGE_SIZE, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
    { skip: !user },
  );

  let content;
  if (!user || analytics.isLoading || socials.isLoading) content = <PageLoader label="Loading analytics…" />;
  else if (!analytics.data || !socials.data) {
    const failed = analytics.error ? analytics : socials;
    content = <LoadError error={failed.error} onRetry={failed.refetch} />;
  } else {
    const nextKey = socials.data.meta.lastEvaluatedKey;
    content = (
      <HostAnalyticsView
        analytics={analytics.data}
        socials={socials.data.data}
        socialLink={(social) => (
          <Link to={socialStatisticsPath(social.id)} className={TEXT_LINK}>
            {social.title}
          </Link>
        )}
        pager={<PagerButtons pages={pages} lastEvaluatedKey={nextKey} noun="socials" />}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Analytics</h1>
      {content}
    </div>
  );
}
