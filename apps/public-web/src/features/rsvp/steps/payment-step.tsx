import { Button } from '@socials/ui';

/** The payment step: paid tickets come with issue 4; the attendee can go back and pick a free ticket. */
export function PaymentStep({ onBack }: { onBack: (() => void) | null }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold">Paid tickets arrive soon</p>
      <p className="text-sm text-fg-muted">Checkout is not open yet, so this ticket cannot be booked today. Your answers are kept.</p>
      {onBack ? (
        <Button variant="secondary" className="self-start" onClick={onBack}>
          Choose another ticket
        </Button>
      ) : null}
    </div>
  );
}
