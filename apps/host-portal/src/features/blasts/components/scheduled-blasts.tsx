import { useState } from 'react';
import { useCancelBlastMutation, useGetScheduledBlastsQuery } from '@socials/api-client';
import { formatZonedTimestamp, type Blast, type TicketTier } from '@socials/domain';
import { Badge, Button, Card, EmptyState, LoadError, PageLoader, toast, toastError, useConfirm } from '@socials/ui';
import { CHANNEL_LABELS } from '../blast-labels';
import { BlastComposer } from './blast-composer';
import { blastTitle } from '../blast-title';
import { headingTag, subLevel, type HeadingLevel } from '../heading-level';

export interface ScheduledBlastsProps {
  socialId?: string;
  /** A circle's members instead of a social's guests. */
  circleId?: string;
  timezone: string;
  tiers?: readonly Pick<TicketTier, 'id' | 'name'>[];
  /** The level of each message's heading, and of the edit form's preview. */
  headingLevel: HeadingLevel;
}

/** The messages waiting for their time: each can be changed (same form) or called off. */
export function ScheduledBlasts({ socialId, circleId, timezone, tiers, headingLevel }: ScheduledBlastsProps) {
  const Title = headingTag(headingLevel);
  const scheduled = useGetScheduledBlastsQuery({ socialId, circleId });
  const [cancelBlast] = useCancelBlastMutation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const confirm = useConfirm();

  if (scheduled.isLoading) return <PageLoader label="Loading scheduled messages…" />;
  if (!scheduled.data) return <LoadError error={scheduled.error} onRetry={scheduled.refetch} />;
  if (scheduled.data.data.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title="Nothing scheduled"
        description="Messages you schedule wait here until they go out; you can change or call them off until then."
      />
    );
  }

  const callOff = (blast: Blast) =>
    confirm({
      title: 'Call this message off?',
      body: `“${blastTitle(blast)}” will not be sent.`,
      keepLabel: 'Keep it',
      confirmLabel: 'Call it off',
      onConfirm: async () => {
        try {
          await cancelBlast({ socialId, circleId, blastId: blast.id }).unwrap();
          toast.success('Message called off');
        } catch (error) {
          toastError(error);
        }
      },
    });

  return (
    <ul className="flex flex-col gap-4" aria-label="Scheduled messages">
      {scheduled.data.data.map((blast) => (
        <li key={blast.id}>
          <Card as="article" aria-label={blastTitle(blast)} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Title className="min-w-0 font-semibold break-words">{blastTitle(blast)}</Title>
              <Badge tone="info">{CHANNEL_LABELS[blast.channel]}</Badge>
            </div>
            <p className="text-sm text-fg-muted">Goes out {blast.scheduledAt ? formatZonedTimestamp(blast.scheduledAt, timezone) : 'soon'}</p>
            {editingId === blast.id ? (
              <BlastComposer
                socialId={socialId}
                circleId={circleId}
                timezone={timezone}
                tiers={tiers}
                editing={blast}
                headingLevel={subLevel(headingLevel)}
                onDone={() => setEditingId(null)}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditingId(blast.id)} aria-label={`Edit “${blastTitle(blast)}”`}>
                  Edit
                </Button>
                <Button variant="danger" size="sm" onClick={() => callOff(blast)} aria-label={`Call off “${blastTitle(blast)}”`}>
                  Call off
                </Button>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
