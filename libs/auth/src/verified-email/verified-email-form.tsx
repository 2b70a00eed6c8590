import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStartEmailVerificationMutation, useVerifyEmailMutation } from '@socials/api-client';
import {
  categoryToVerify,
  Email,
  emailCategoryProblem,
  EMAIL_VERIFICATION_CODE_TTL_SECONDS,
  VerifyEmailBody,
  type EmailVerificationCategory,
  type VerifiedEmail,
  type VerifiedEmailRequirement,
} from '@socials/domain';
import { Button, TextInput, toastError } from '@socials/ui';
import { verificationErrorOf, type VerificationError } from './verification-error';

export interface VerifiedEmailFormProps {
  /** The kind of address asked for: a company's, a school's, or any. */
  requirement: VerifiedEmailRequirement;
  /** Called once the code is confirmed; the user's verified e-mails (and every needVerify answer) are fetched again. */
  onVerified?: (verified: VerifiedEmail) => void;
}

const FIELD: Record<VerifiedEmailRequirement, { label: string; hint: string; example: string }> = {
  COMPANY: { label: 'Work e-mail', hint: "Your organization's address, not a personal one (Gmail, Outlook…).", example: 'name@company.com' },
  SCHOOL: { label: 'School e-mail', hint: 'Your school address (.edu, .ac.uk…).', example: 'name@university.edu' },
  ANY: { label: 'E-mail', hint: 'Any address you can read.', example: 'name@example.com' },
};

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

function AddressForm({
  requirement,
  initialEmail,
  onSent,
}: {
  requirement: VerifiedEmailRequirement;
  initialEmail: string;
  onSent: (email: string, emailVerificationId: string) => void;
}) {
  const [startVerification, { isLoading }] = useStartEmailVerificationMutation();
  const [email, setEmail] = useState(initialEmail);
  const [shown, setShown] = useState<VerificationError>({});
  const input = useRef<HTMLInputElement>(null);
  const field = FIELD[requirement];
  const category = categoryToVerify(requirement);

  const refuse = (fieldError: string) => {
    setShown({ fieldError });
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = Email.safeParse(email);
    if (!parsed.success) return refuse(`Enter your ${field.label.toLowerCase()} address, like ${field.example}`);
    const problem = emailCategoryProblem(parsed.data, category);
    if (problem) return refuse(problem);
    setShown({});
    try {
      const reply = await startVerification({ email: parsed.data, emailCategory: category }).unwrap();
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
        label={field.label}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint={field.hint}
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
  category: EmailVerificationCategory;
  emailVerificationId: string;
  onResent: (emailVerificationId: string) => void;
  onVerified: (verified: VerifiedEmail) => void;
  onChangeEmail: () => void;
}

function VerificationCodeForm({ email, category, emailVerificationId, onResent, onVerified, onChangeEmail }: CodeFormProps) {
  const [verifyEmail, { isLoading }] = useVerifyEmailMutation();
  const [startVerification, { isLoading: isResending }] = useStartEmailVerificationMutation();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<VerificationError>({});
  const [resent, setResent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The code is what the user types next.
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
      const reply = await startVerification({ email, emailCategory: category }).unwrap();
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

type Phase = { kind: 'email' } | { kind: 'code'; email: string; emailVerificationId: string };

/**
 * Verifies an address of the kind asked for: the user enters it, gets a 6-digit code there and
 * enters the code. Used wherever something asks for a verified e-mail (an RSVP, joining a circle,
 * buying conference passes).
 */
export function VerifiedEmailForm({ requirement, onVerified }: VerifiedEmailFormProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'email' });
  const [lastEmail, setLastEmail] = useState('');

  return phase.kind === 'email' ? (
    <AddressForm
      requirement={requirement}
      initialEmail={lastEmail}
      onSent={(email, emailVerificationId) => {
        setLastEmail(email);
        setPhase({ kind: 'code', email, emailVerificationId });
      }}
    />
  ) : (
    <VerificationCodeForm
      email={phase.email}
      category={categoryToVerify(requirement)}
      emailVerificationId={phase.emailVerificationId}
      onResent={(emailVerificationId) => setPhase({ ...phase, emailVerificationId })}
      onVerified={(verified) => onVerified?.(verified)}
      onChangeEmail={() => setPhase({ kind: 'email' })}
    />
  );
}
