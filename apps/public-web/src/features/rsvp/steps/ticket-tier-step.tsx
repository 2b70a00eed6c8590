import { useId, useState } from 'react';
import { formatTierPrice, isTicketTierSoldOut, type TicketTier } from '@socials/domain';
import { Button, FOCUS_RING } from '@socials/ui';

export interface TicketTierStepProps {
  tiers: readonly TicketTier[];
  selectedTierId: string | null;
  busy: boolean;
  onContinue: (tierId: string) => void;
}

/** Ticket tier selection: one tier per RSVP; a sold-out tier leads to the waitlist. */
export function TicketTierStep({ tiers, selectedTierId, busy, onContinue }: TicketTierStepProps) {
  const [tierId, setTierId] = useState<string | null>(selectedTierId);
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const firstRadio = `${groupId}-0`;

  const submit = () => {
    if (!tierId) {
      setError('Choose a ticket');
      document.getElementById(firstRadio)?.focus();
      return;
    }
    onContinue(tierId);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? `${groupId}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Ticket</legend>
        {tiers.map((tier, i) => {
          const id = `${groupId}-${i}`;
          const soldOut = isTicketTierSoldOut(tier);
          return (
            <label
              key={tier.id}
              htmlFor={id}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-border bg-surface p-3 has-checked:border-primary"
            >
              <span className="flex items-center gap-3">
                <input
                  id={id}
                  type="radio"
                  name={groupId}
                  value={tier.id}
                  checked={tierId === tier.id}
                  onChange={() => {
                    setTierId(tier.id);
                    setError(null);
                  }}
                  className={`size-4 accent-primary ${FOCUS_RING}`}
                />
                <span className="flex flex-col">
                  <span className="font-medium">{tier.name}</span>
                  {soldOut ? <span className="text-sm text-fg-muted">Sold out: you join the waitlist</span> : null}
                </span>
              </span>
              <span className="text-sm font-medium">{formatTierPrice(tier)}</span>
            </label>
          );
        })}
        {error ? (
          <p id={`${groupId}-error`} className="text-sm text-danger-text">
            {error}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={busy} className="self-start">
        Continue
      </Button>
    </form>
  );
}
