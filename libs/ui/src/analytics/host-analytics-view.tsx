import { formatCurrency, formatZonedTimestamp, type HostAnalytics, type HostSocialFigures } from '@socials/domain';
import type { ReactNode } from 'react';
import { Card } from '../card/card';
import { FunnelChart } from './funnel-chart';

export interface HostAnalyticsViewProps {
  analytics: HostAnalytics;
  socials: readonly HostSocialFigures[];
  /** The link to one social's statistics, e.g. a router Link. */
  socialLink: (social: HostSocialFigures['social']) => ReactNode;
  /** Paging controls under the list. */
  pager?: ReactNode;
}

const CELL = 'px-3 py-2 text-right tabular-nums';

/** A host's figures across their socials, then each social's. */
export function HostAnalyticsView({ analytics, socials, socialLink, pager }: HostAnalyticsViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" aria-labelledby="host-analytics-summary">
        <h2 id="host-analytics-summary" className="mb-3 text-lg font-semibold">
          Across {analytics.socials === 1 ? '1 social' : `${analytics.socials} socials`}
        </h2>
        <dl className="mb-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-fg-muted">Unique visitors</dt>
            <dd className="text-2xl font-semibold tabular-nums">{analytics.uniqueVisitors}</dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">Paid (before refunds)</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatCurrency(analytics.paidRevenueCents)}</dd>
          </div>
        </dl>
        <FunnelChart funnel={analytics.funnel} />
      </Card>
      <section aria-labelledby="host-analytics-socials" className="flex flex-col gap-3">
        <h2 id="host-analytics-socials" className="text-lg font-semibold">
          Each social
        </h2>
        {socials.length === 0 ? (
          <p className="text-sm text-fg-muted">No socials yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-border bg-surface">
            <table className="w-full text-sm">
              <caption className="sr-only">Figures of each social</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="px-3 py-2">
                    Social
                  </th>
                  {['Saw the page', 'RSVPed', 'Going', 'Attended', 'Paid'].map((heading) => (
                    <th key={heading} scope="col" className={CELL}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {socials.map((figures) => (
                  <tr key={figures.social.id} className="border-b border-border last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      {socialLink(figures.social)}
                      <span className="block text-xs text-fg-muted">{formatZonedTimestamp(figures.social.eventTimestamp, figures.social.timezone)}</span>
                    </th>
                    <td className={CELL}>{figures.views}</td>
                    <td className={CELL}>{figures.rsvps}</td>
                    <td className={CELL}>{figures.approved}</td>
                    <td className={CELL}>{figures.attended}</td>
                    <td className={CELL}>{formatCurrency(figures.paidRevenueCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pager}
      </section>
    </div>
  );
}
