import { useParams } from 'react-router-dom';
import { useGetCircleQuery } from '@socials/api-client';
import type { Circle } from '@socials/domain';
import { LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { BlastTabs } from './components/blast-tabs';

/** The zone a circle blast's time is picked in: the host's own (a circle has no zone of its own). */
const hostTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** /circles/:id/blasts — "Message members": e-mails and text messages to a circle's active members, written, scheduled and sent. */
export function CircleBlastsPage() {
  const { id = '' } = useParams();
  const circle = useGetCircleQuery(id, { skip: !id });
  useDocumentTitle(circle.data ? `Message the members of ${circle.data.name}` : 'Message members');

  if (circle.isLoading) return <PageLoader label="Loading the circle…" />;
  if (!circle.data || !circle.data.canManage) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Message members</h1>
        {circle.data ? <p role="alert">Only the hosts of this circle can message its members.</p> : <LoadError error={circle.error} onRetry={circle.refetch} />}
      </div>
    );
  }
  return <CircleBlasts key={circle.data.id} circle={circle.data} />;
}

function CircleBlasts({ circle }: { circle: Circle }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">Message the members of {circle.name}</h1>
        <p className="text-sm text-fg-muted">Active members get it; people who asked to join, left, or unsubscribed from your messages do not.</p>
      </div>
      <BlastTabs circleId={circle.id} timezone={hostTimezone()} />
    </div>
  );
}
