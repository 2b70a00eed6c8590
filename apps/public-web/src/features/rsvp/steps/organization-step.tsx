import { useState } from 'react';
import { VerifiedEmailForm } from '@socials/auth';
import type { VerifiedEmail } from '@socials/domain';
import { Button } from '@socials/ui';

export interface OrganizationStepProps {
  /** The label of the button that leaves the step once the e-mail is verified. */
  continueLabel: string;
  busy: boolean;
  onContinue: () => void;
}

/**
 * Limit organization verification: the social only takes attendees with a verified
 * company e-mail. The attendee verifies a work e-mail with a 6-digit code, then continues.
 */
export function OrganizationStep({ continueLabel, busy, onContinue }: OrganizationStepProps) {
  const [verified, setVerified] = useState<VerifiedEmail | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <p>This social is for members of verified organizations: verify your work e-mail to RSVP. We e-mail you a 6-digit code.</p>
      {verified ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="font-semibold">
            Verified: {verified.email}
            {verified.organization ? ` (${verified.organization.name})` : ''}
          </p>
          <Button className="self-start" loading={busy} onClick={onContinue}>
            {continueLabel}
          </Button>
        </div>
      ) : (
        <VerifiedEmailForm requirement="COMPANY" onVerified={setVerified} />
      )}
    </div>
  );
}
