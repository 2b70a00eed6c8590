import { useState } from 'react';
import { useGetBlastRecipientsQuery } from '@socials/api-client';
import { Badge, Button, LoadError, Spinner } from '@socials/ui';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from '../blast-labels';
import { SENDING_POLL_MS } from '../sending-poll';

/** One blast's recipients and how each delivery went (the error of a failed one), in pages. */
export function BlastRecipientList({ blastId, sending }: { blastId: string; sending: boolean }) {
  const [after, setAfter] = useState<number | undefined>();
  const recipients = useGetBlastRecipientsQuery({ blastId, after }, { pollingInterval: sending ? SENDING_POLL_MS : 0 });

  if (recipients.isLoading) return <Spinner label="Loading recipients…" />;
  if (!recipients.data) return <LoadError error={recipients.error} onRetry={recipients.refetch} />;
  if (recipients.data.data.length === 0) return <p className="text-sm text-fg-muted">Nobody was in the audience when it went out.</p>;
  const next = recipients.data.next;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border text-sm" aria-label="Recipients">
        {recipients.data.data.map((recipient) => (
          <li key={recipient.userId} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium">{recipient.name}</p>
              <p className="break-all text-fg-muted">{recipient.address}</p>
              {recipient.status === 'FAILED' && recipient.error ? <p className="text-danger-text">Error: {recipient.error}</p> : null}
            </div>
            <Badge tone={DELIVERY_STATUS_TONES[recipient.status]}>{DELIVERY_STATUS_LABELS[recipient.status]}</Badge>
          </li>
        ))}
      </ul>
      {next !== null ? (
        <Button variant="secondary" size="sm" className="self-start" loading={recipients.isFetching} onClick={() => setAfter(next)}>
          Load more recipients
        </Button>
      ) : null}
    </div>
  );
}
