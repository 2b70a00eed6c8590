import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useGetSocialAttendeesQuery } from '@socials/api-client';
import { BlastRsvpStatus, getDisplayName, rsvpStatusLabel } from '@socials/domain';
import { Button, Checkbox, LoadError, Spinner } from '@socials/ui';
import type { BlastFormValues } from '../blast-form-schema';
import { CheckboxGroup } from './checkbox-group';

const BLASTABLE = new Set<string>(BlastRsvpStatus.options);

/** The guest list (going, waitlisted, waiting for approval) as checkboxes: the people a USER_SPECIFIC blast goes to. */
export function GuestPicker({ socialId, register, error }: { socialId: string; register: UseFormRegister<BlastFormValues>; error?: string }) {
  const [startKey, setStartKey] = useState<string | undefined>();
  const guests = useGetSocialAttendeesQuery({ socialId, exclusiveStartKey: startKey });

  if (guests.isLoading) return <Spinner label="Loading the guest list…" />;
  if (!guests.data) return <LoadError error={guests.error} onRetry={guests.refetch} />;
  const pickable = guests.data.data.filter((rsvp) => BLASTABLE.has(rsvp.status));
  const nextKey = guests.data.meta.lastEvaluatedKey;
  return (
    <CheckboxGroup legend="People" error={error}>
      {pickable.length === 0 ? <p className="text-sm text-fg-muted">Nobody is going, waitlisted or waiting for approval yet.</p> : null}
      <div className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        {pickable.map((rsvp) => (
          <Checkbox
            key={rsvp.id}
            label={`${getDisplayName(rsvp.user) || 'A guest'} (${rsvpStatusLabel(rsvp.status)})`}
            value={rsvp.userId}
            {...register('audience.userIds')}
          />
        ))}
      </div>
      {nextKey ? (
        <Button variant="secondary" size="sm" className="self-start" loading={guests.isFetching} onClick={() => setStartKey(nextKey)}>
          Load more guests
        </Button>
      ) : null}
    </CheckboxGroup>
  );
}
