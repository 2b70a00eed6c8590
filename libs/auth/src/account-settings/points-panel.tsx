import { useGetMyPointsQuery } from '@socials/api-client';
import { POINTS_REASON_LABELS } from '@socials/domain';
import { PagerButtons, Spinner, usePageKeys } from '@socials/ui';

const formatDate = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The points balance and the latest entries of the ledger. */
export function PointsPanel() {
  const pages = usePageKeys();
  const { data, isLoading, isError } = useGetMyPointsQuery(pages.startKey ? { exclusiveStartKey: pages.startKey } : undefined);
  if (isLoading) return <Spinner label="Loading your points…" />;
  if (isError || !data) return <p className="text-sm text-fg-muted">Your points could not be loaded. Reload the page to try again.</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-2xl font-semibold">
        {data.balance} <span className="text-base font-normal">points</span>
      </p>
      {data.data.length === 0 ? (
        <p className="text-sm text-fg-muted">No points yet. Verify a personal or work e-mail address to earn your first ones.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {data.data.map((entry) => (
            <li key={entry.id} className="flex justify-between gap-4 py-2">
              <span>
                {POINTS_REASON_LABELS[entry.reason]} <span className="text-fg-muted">· {formatDate(entry.createdAt)}</span>
              </span>
              <span className="font-medium tabular-nums">{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</span>
            </li>
          ))}
        </ul>
      )}
      <PagerButtons pages={pages} lastEvaluatedKey={data.meta.lastEvaluatedKey} noun="entries" />
    </div>
  );
}
