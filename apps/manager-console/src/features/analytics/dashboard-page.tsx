import { Link } from 'react-router-dom';
import { useGetManagerDashboardQuery } from '@socials/api-client';
import { formatCurrency, type ManagerDashboard } from '@socials/domain';
import { Card, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';

const FIGURES: readonly { key: keyof ManagerDashboard; label: string; isMoney?: true }[] = [
  { key: 'users', label: 'Users' },
  { key: 'socials', label: 'Socials' },
  { key: 'upcomingSocials', label: 'Upcoming socials' },
  { key: 'rsvps', label: 'Active RSVPs' },
  { key: 'paidRevenueCents', label: 'Paid (before refunds)', isMoney: true },
  { key: 'pageViewsLast7Days', label: 'Social page views, last 7 days' },
  { key: 'failedCallsLast7Days', label: 'Failed calls, last 7 days' },
];

/** /dashboard — the platform in figures, and the public socials waiting for a review. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data, error, isLoading, refetch } = useGetManagerDashboardQuery();

  let content;
  if (isLoading) content = <PageLoader label="Loading the dashboard…" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else
    content = (
      <>
        <Card as="section" aria-labelledby="dashboard-reviews">
          <h2 id="dashboard-reviews" className="text-lg font-semibold">
            Pending reviews
          </h2>
          <p className="mt-1">
            <span className="text-2xl font-semibold tabular-nums">{data.pendingPublicReviews}</span>{' '}
            {data.pendingPublicReviews === 1 ? 'public social waits' : 'public socials wait'} for a review.{' '}
            <Link to="/public-events" className={TEXT_LINK}>
              Open the review queue
            </Link>
          </p>
        </Card>
        <Card as="section" aria-labelledby="dashboard-totals">
          <h2 id="dashboard-totals" className="mb-3 text-lg font-semibold">
            Platform totals
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {FIGURES.map(({ key, label, isMoney }) => (
              <div key={key}>
                <dt className="text-sm text-fg-muted">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{isMoney ? formatCurrency(data[key]) : data[key]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </>
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      {content}
    </div>
  );
}
