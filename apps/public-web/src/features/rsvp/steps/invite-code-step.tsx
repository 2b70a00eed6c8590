import { useState } from 'react';
import { Button, Card, TextInput } from '@socials/ui';

export interface InviteCodeStepProps {
  /** The code from the invitation link, if any. */
  initialCode: string;
  /** Set when the server refused the last code. */
  error: string | null;
  onSubmit: (code: string) => void;
}

/** A restricted social asks for its invite code before the RSVP steps. */
export function InviteCodeStep({ initialCode, error, onSubmit }: InviteCodeStepProps) {
  const [code, setCode] = useState(initialCode);
  const [missing, setMissing] = useState(false);
  return (
    <Card as="section" aria-labelledby="invite-code-title" className="flex flex-col gap-4">
      <h2 id="invite-code-title" className="text-xl font-semibold">
        This social is by invitation
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = code.trim();
          setMissing(trimmed === '');
          if (trimmed !== '') onSubmit(trimmed);
        }}
      >
        <TextInput
          label="Invite code"
          hint="It is in the invitation the hosts sent you."
          autoComplete="off"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={missing ? 'Enter the invite code' : (error ?? undefined)}
        />
        <Button type="submit" className="self-start">
          Continue
        </Button>
      </form>
    </Card>
  );
}
