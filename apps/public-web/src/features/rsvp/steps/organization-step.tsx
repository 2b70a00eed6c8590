import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStartEmailVerificationMutation, useVerifyEmailMutation } from '@socials/api-client';
import { Email, emailCategoryProblem, EMAIL_VERIFICATION_CODE_TTL_SECONDS, VerifyEmailBody, type VerifiedEmail } from '@socials/domain';
import { Button, TextInput, toastError } from '@socials/ui';
import { verificationErrorOf, type VerificationError } from './verification-error';

export interface OrganizationStepProps {
  /** The label of the button that leaves the step once the e-mail is verified. */
  continueLabel: string;
  busy: boolean;
  onContinue: () => void;
}

type Phase = { kind: 'email' } | { kind: 'code'; email: string; emailVerificationId: string } | { kind: 'verified'; verified: VerifiedEmail };

function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger-text p-3 text-sm text-danger-text">
      {message}
    </p>
  );
}

/** Shows a failed call's message where it belongs (verificationErrorOf), or the general error toast. */
function showFailure(error: unknown, field: 'email' | 'code', show: (shown: VerificationError) => void): void {
  const shown = verificationErrorOf(error, field);
  if (shown) show(shown);
  else toastError(error);
}

function WorkEmailForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string, emailVerificationId: string) => void }) {
  const [startVerification, { isLoading }] = useStartEmailVerificationMutation();
  const [email, setEmail] = useState(initialEmail);
  const [shown, setShown] = useState<VerificationError>({});
  const input = useRef<HTMLInputElement>(null);

  const refuse = (fieldError: string) => {
    setShown({ fieldError });
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = Email.safeParse(email);
    if (!parsed.success) return refuse('Enter your work e-mail address, like name@company.com');
    const problem = emailCategoryProblem(parsed.data, 'COMPANY');
    if (problem) return refuse(problem);
    setShown({});
    try {
      const reply = await startVerification({ email: parsed.data, emailCategory: 'COMPANY' }).unwrap();
      onSent(reply.email, reply.emailVerificationId);
    } catch (error) {
      showFailure(error, 'email', setShown);
      input.current?.focus();
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <FormError message={shown.formError} />
      <TextInput
        ref={input}
        label="Work e-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="Your organization's address, not a personal one (Gmail, Outlook…)."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={shown.fieldError}
      />
      <Button type="submit" className="self-start" loading={isLoading}>
        Send me a code
      </Button>
    </form>
  );
}

interface CodeFormProps {
  email: string;
  emailVerificationId: string;
  onResent: (emailVerificationId: string) => void;
  onVerified: (verified: VerifiedEmail) => void;
  onChangeEmail: () => void;
}

function VerificationCodeForm({ email, emailVerificationId, onResent, onVerified, onChangeEmail }: CodeFormProps) {
  const [verifyEmail, { isLoading }] = useVerifyEmailMutation();
  const [startVerification, { isLoading: isResending }] = useStartEmailVerificationMutation();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<VerificationError>({});
  const [resent, setResent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The code is what the attendee types next.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = VerifyEmailBody.shape.code.safeParse(code);
    if (!parsed.success) {
      setShown({ fieldError: 'Enter the 6-digit code from the e-mail' });
      input.current?.focus();
      return;
    }
    setShown({});
    try {
      onVerified(await verifyEmail({ emailVerificationId, code: parsed.data }).unwrap());
    } catch (error) {
      showFailure(error, 'code', setShown);
      input.current?.focus();
    }
  };

  const resend = async () => {
    setShown({});
    try {
      const reply = await startVerification({ email, emailCategory: 'COMPANY' }).unwrap();
      setCode('');
      setResent(true);
      onResent(reply.emailVerificationId);
    } catch (error) {
      showFailure(error, 'code', ({ fieldError, formError }) => setShown({ formError: formError ?? fieldError }));
    }
  };

  const minutes = Math.round(EMAIL_VERIFICATION_CODE_TTL_SECONDS / 60);
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <p role="status" className="text-sm text-fg-muted">
        {resent ? 'We sent a new code' : 'We sent a 6-digit code'} to <strong className="text-fg">{email}</strong>. It is valid for {minutes} minutes.
      </p>
      <FormError message={shown.formError} />
      <TextInput
        ref={input}
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={shown.fieldError}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={isLoading}>
          Verify
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void resend()} loading={isResending}>
          Send a new code
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
      </div>
    </form>
  );
}

/**
 * Limit organization verification (spec 4 and 5): the social only takes attendees with a verified
 * company e-mail. The attendee enters a work e-mail, gets a 6-digit code there, enters it, and
 * continues once the address is verified.
 */
export function OrganizationStep({ continueLabel, busy, onContinue }: OrganizationStepProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'email' });
  const [lastEmail, setLastEmail] = useState('');

  return (
    <div className="flex flex-col gap-4">
      <p>This social is for members of verified organizations: verify your work e-mail to RSVP. We e-mail you a 6-digit code.</p>
      {phase.kind === 'email' ? (
        <WorkEmailForm
          initialEmail={lastEmail}
          onSent={(email, emailVerificationId) => {
            setLastEmail(email);
            setPhase({ kind: 'code', email, emailVerificationId });
          }}
        />
      ) : phase.kind === 'code' ? (
        <VerificationCodeForm
          email={phase.email}
          emailVerificationId={phase.emailVerificationId}
          onResent={(emailVerificationId) => setPhase({ ...phase, emailVerificationId })}
          onVerified={(verified) => setPhase({ kind: 'verified', verified })}
          onChangeEmail={() => setPhase({ kind: 'email' })}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <p role="status" className="font-semibold">
            Verified: {phase.verified.email}
            {phase.verified.organization ? ` (${phase.verified.organization.name})` : ''}
          </p>
          <Button className="self-start" loading={busy} onClick={onContinue}>
            {continueLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
