import { useId, useState } from 'react';
import { useGetBlastHistoryQuery } from '@socials/api-client';
import { formatZonedTimestamp, type Blast } from '@socials/domain';
import { Badge, Button, Card, EmptyState, LoadError, PageLoader } from '@socials/ui';
import { BLAST_STATUS_LABELS, BLAST_STATUS_TONES, CHANNEL_LABELS } from '../blast-labels';
import { blastTitle } from '../blast-title';
import { headingTag, type HeadingLevel } from '../heading-level';
import { SENDING_POLL_MS } from '../sending-poll';
import { BlastRecipientList } from './blast-recipient-list';

export interface BlastHistoryProps {
  socialId?: string;
  /** A circle's members instead of a social's guests. */
  circleId?: string;
  timezone: string;
  /** The level of each message's heading. */
  headingLevel: HeadingLevel;
}

const isSending = (blast: Blast) => blast.status === 'SENDING';

/** The messages sent and going out, newest first, with their delivery counts; each opens to its recipients. */
export function BlastHistory({ socialId, circleId, timezone, headingLevel }: BlastHistoryProps) {
  const [polling, setPolling] = useState(false);
  const history = useGetBlastHistoryQuery({ socialId, circleId }, { pollingInterval: polling ? SENDING_POLL_MS : 0 });
  const sending = history.data?.data.some(isSending) ?? false;
  if (sending !== polling) setPolling(sending);

  if (history.isLoading) return <PageLoader label="Loading sent messages…" />;
  if (!history.data) return <LoadError error={history.error} onRetry={history.refetch} />;
  const sent = history.data.data.filter((blast) => blast.status !== 'SCHEDULED');
  if (sent.length === 0)
    return <EmptyState headingLevel={headingLevel} title="No messages sent yet" description="Messages you send show here with how many were delivered." />;

  return (
    <ul className="flex flex-col gap-4" aria-label="Sent messages">
      {sent.map((blast) => (
        <li key={blast.id}>
          <SentBlast blast={blast} timezone={timezone} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function SentBlast({ blast, timezone, headingLevel }: { blast: Blast; timezone: string; headingLevel: HeadingLevel }) {
  const Title = headingTag(headingLevel);
  const [open, setOpen] = useState(false);
  const recipientsId = useId();
  const { sent, failed, inProgress, canceled } = blast.counts;
  const when = blast.startedAt ?? blast.scheduledAt ?? blast.createdAt;
  const counts = [`${sent} sent`, `${failed} failed`, `${inProgress} in progress`, ...(canceled > 0 ? [`${canceled} not sent`] : [])].join(' · ');
  return (
    <Card as="article" aria-label={blastTitle(blast)} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Title className="min-w-0 font-semibold break-words">{blastTitle(blast)}</Title>
        <div className="flex flex-wrap gap-2">
          <Badge tone="neutral">{CHANNEL_LABELS[blast.channel]}</Badge>
          <Badge tone={BLAST_STATUS_TONES[blast.status]}>{BLAST_STATUS_LABELS[blast.status]}</Badge>
        </div>
      </div>
      <p className="text-sm text-fg-muted">{formatZonedTimestamp(when, timezone)}</p>
      <p className="text-sm" aria-live={isSending(blast) ? 'polite' : undefined}>
        {counts}
      </p>
      <Button variant="secondary" size="sm" className="self-start" aria-expanded={open} aria-controls={recipientsId} onClick={() => setOpen(!open)}>
        {open ? 'Hide recipients' : 'Show recipients'}
      </Button>
      <div id={recipientsId} hidden={!open}>
        {open ? <BlastRecipientList blastId={blast.id} sending={isSending(blast)} /> : null}
      </div>
    </Card>
  );
}
