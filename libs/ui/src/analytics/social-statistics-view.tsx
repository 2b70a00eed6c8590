import { AnalyticsDataSet, dataSetLabel, formatCurrency, type SocialAnalytics, type StatsSeries } from '@socials/domain';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { BarChart } from '../chart/bar-chart';
import { FunnelChart } from './funnel-chart';

export interface SocialStatisticsViewProps {
  analytics: SocialAnalytics;
  /** RSVPs per day; undefined while loading. */
  perDay?: StatsSeries;
  /** RSVPs per ticket tier; undefined while loading. */
  perTier?: StatsSeries;
  onDownloadCsv: () => void;
  downloading?: boolean;
}

/** A social's statistics, as its hosts and staff see them: funnel, totals, RSVPs over time and by tier, the CSV. */
export function SocialStatisticsView({ analytics, perDay, perTier, onDownloadCsv, downloading = false }: SocialStatisticsViewProps) {
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" aria-labelledby="statistics-funnel">
        <h2 id="statistics-funnel" className="mb-3 text-lg font-semibold">
          Funnel
        </h2>
        <FunnelChart funnel={analytics.funnel} />
      </Card>
      <Card as="section" aria-labelledby="statistics-totals">
        <h2 id="statistics-totals" className="mb-3 text-lg font-semibold">
          Totals
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {AnalyticsDataSet.options.map((dataSet) => (
            <div key={dataSet}>
              <dt className="text-sm text-fg-muted">{dataSetLabel(dataSet)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{analytics.totals[dataSet]}</dd>
            </div>
          ))}
          <div>
            <dt className="text-sm text-fg-muted">Paid (before refunds)</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatCurrency(analytics.paidRevenueCents)}</dd>
          </div>
        </dl>
      </Card>
      <Card as="section" aria-labelledby="statistics-over-time">
        <h2 id="statistics-over-time" className="mb-3 text-lg font-semibold">
          RSVPs over time
        </h2>
        {perDay ? (
          <BarChart
            title={`RSVPs per day (${perDay.timezone})`}
            valueName="RSVPs"
            data={perDay.points.map((point) => ({ label: point.label, value: point.count }))}
          />
        ) : (
          <p className="text-sm text-fg-muted">Loading…</p>
        )}
      </Card>
      <Card as="section" aria-labelledby="statistics-by-tier">
        <h2 id="statistics-by-tier" className="mb-3 text-lg font-semibold">
          RSVPs by ticket tier
        </h2>
        {perTier ? (
          <BarChart
            title="RSVPs per ticket tier"
            valueName="RSVPs"
            orientation="horizontal"
            data={perTier.points.map((point) => ({ label: point.label, value: point.count }))}
          />
        ) : (
          <p className="text-sm text-fg-muted">Loading…</p>
        )}
      </Card>
      <div>
        <Button variant="secondary" onClick={onDownloadCsv} loading={downloading}>
          Download CSV
        </Button>
      </div>
    </div>
  );
}
