import type { BlastAudiencePreview, BlastChannel } from '@socials/domain';
import { describeApiError } from '@socials/domain';
import { countPeople } from '../blast-labels';

export interface AudienceCountProps {
  channel: BlastChannel;
  audience: BlastAudiencePreview | undefined;
  isFetching: boolean;
  error: unknown;
}

/** "Reaches 42 people · 3 skipped (unsubscribed or no phone)", announced as it changes. */
export function AudienceCount({ channel, audience, isFetching, error }: AudienceCountProps) {
  let text: string;
  if (error) text = `Cannot count the audience: ${describeApiError(error)}`;
  else if (!audience) text = 'Counting the audience…';
  else {
    const missing = channel === 'SMS' ? 'no phone' : 'no e-mail';
    text = `Reaches ${countPeople(audience.count)}${audience.skipped > 0 ? ` · ${audience.skipped.toLocaleString('en-US')} skipped (unsubscribed or ${missing})` : ''}`;
  }
  return (
    <p role="status" aria-busy={isFetching || undefined} className="text-sm font-medium">
      {text}
    </p>
  );
}
