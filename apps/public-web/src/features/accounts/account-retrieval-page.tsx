import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiHttpError, useCompleteAccountRetrievalMutation, useConfirmAccountRetrievalMutation, useStartAccountRetrievalMutation } from '@socials/api-client';
import { useStartSession } from '@socials/auth';
import { AccountRetrievalCompleteBody, AccountRetrievalConfirmBody, AccountRetrievalStartBody } from '@socials/domain';
import { Button, Card, TEXT_LINK, TextInput, toast, toastError } from '@socials/ui';
import { paths } from '../../shared/paths';

type Field = 'email' | 'code' | 'newEmail';
type FieldErrors = Partial<Record<Field, string>>;

/** The fields a refusal names ("body.newEmail"), for any 4xx that names them; empty otherwise (a toast says it). */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiHttpError(error) || error.status >= 500) return {};
  const found: FieldErrors = {};
  for (const { field, message } of error.data.fieldErrors ?? []) {
    const name = field.replace(/^body\./, '');
    if ((name === 'email' || name === 'code' || name === 'newEmail') && !found[name]) found[name] = message;
  }
  return found;
}

/** zod's first message per field, for the fields of this form. */
function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if ((name === 'email' || name === 'code' || name === 'newEmail') && !found[name]) found[name] = issue.message;
  }
  return found;
}

function OldEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [start, { isLoading }] = useStartAccountRetrievalMutation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AccountRetrievalStartBody.safeParse({ email });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    try {
      await start(parsed.data).unwrap();
      onSent(parsed.data.email);
    } catch (error) {
      const named = fieldErrorsOf(error);
      if (named.email) setErrors(named);
      else toastError(error);
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <TextInput
        label="The e-mail your account signs in with"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" loading={isLoading} fullWidth>
        Send me a code
      </Button>
    </form>
  );
}

/** The server's refusal of a code: on the fields it names, else on the code (a wrong or spent code names none, like sign-in's "invalid_grant"). */
function refusalOf(error: unknown): FieldErrors | null {
  const named = fieldErrorsOf(error);
  if (Object.keys(named).length > 0) return named;
  if (isApiHttpError(error) && error.status === 400) return { code: error.data.message ?? 'The code is wrong or has expired' };
  return null;
}

function NewEmailStep({ email, onSent, onStartOver }: { email: string; onSent: (newEmail: string) => void; onStartOver: () => void }) {
  const [complete, { isLoading }] = useCompleteAccountRetrievalMutation();
  const [code, setCode] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AccountRetrievalCompleteBody.safeParse({ email, code, newEmail });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    try {
      const reply = await complete(parsed.data).unwrap();
      onSent(reply.pendingEmail);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setErrors(refused);
      else toastError(error);
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-fg-muted">
        If an account signs in with <strong className="text-fg">{email}</strong>, we sent a 6-digit code there. It is valid for 10 minutes.
      </p>
      {errors.email ? (
        <p role="alert" className="text-sm text-danger-text">
          {errors.email}
        </p>
      ) : null}
      <TextInput
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextInput
        label="New sign-in e-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint="We send a second code there, to make sure the address is yours."
        value={newEmail}
        error={errors.newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <Button type="submit" loading={isLoading} fullWidth>
        Send a code to the new address
      </Button>
      <Button variant="ghost" size="sm" className="self-start" onClick={onStartOver}>
        Use another e-mail
      </Button>
    </form>
  );
}

function ConfirmStep({ email, newEmail, onStartOver }: { email: string; newEmail: string; onStartOver: () => void }) {
  const [confirm, { isLoading }] = useConfirmAccountRetrievalMutation();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AccountRetrievalConfirmBody.safeParse({ email, newEmail, code });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    try {
      const reply = await confirm(parsed.data).unwrap();
      startSession(reply);
      toast.success(`Your account now signs in with ${reply.user.email}`);
      navigate(paths.accountSettings, { replace: true });
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setErrors(refused);
      else toastError(error);
    }
  };

  // A refusal of the address itself (taken meanwhile) is shown above the code: the address is chosen again from the start.
  const addressRefusal = errors.newEmail ?? errors.email;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-fg-muted">
        We sent a 6-digit code to <strong className="text-fg">{newEmail}</strong>. Your account moves there once you enter it; your other sessions end.
      </p>
      {addressRefusal ? (
        <p role="alert" className="text-sm text-danger-text">
          {addressRefusal}
        </p>
      ) : null}
      <TextInput
        label="Code sent to the new address"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" loading={isLoading} fullWidth>
        Move my account and sign in
      </Button>
      <Button variant="ghost" size="sm" className="self-start" onClick={onStartOver}>
        Start over
      </Button>
    </form>
  );
}

type Step = { step: 'old' } | { step: 'new'; email: string } | { step: 'confirm'; email: string; newEmail: string };

const TITLES: Record<Step['step'], string> = {
  old: 'Retrieve your account',
  new: 'Choose your new sign-in e-mail',
  confirm: 'Confirm your new sign-in e-mail',
};

/**
 * /accounts/retrieve: someone whose account signs in with an address they are leaving (an old work
 * e-mail) proves it with a code sent there, chooses the address to sign in with from now on, and
 * proves that one too with a second code sent to it: only then does the account move.
 */
export function AccountRetrievalPage() {
  const [step, setStep] = useState<Step>({ step: 'old' });
  const startOver = () => setStep({ step: 'old' });
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <Card as="section" aria-labelledby="retrieve-title" className="flex flex-col gap-4">
        <h1 id="retrieve-title" className="text-xl font-semibold">
          {TITLES[step.step]}
        </h1>
        {step.step === 'old' ? (
          <>
            <p className="text-sm text-fg-muted">
              Moving to a new e-mail address? We send a code to the address your account signs in with now; with it you choose the new one.
            </p>
            <OldEmailStep onSent={(email) => setStep({ step: 'new', email })} />
          </>
        ) : step.step === 'new' ? (
          <NewEmailStep email={step.email} onSent={(newEmail) => setStep({ step: 'confirm', email: step.email, newEmail })} onStartOver={startOver} />
        ) : (
          <ConfirmStep email={step.email} newEmail={step.newEmail} onStartOver={startOver} />
        )}
      </Card>
      <p className="text-sm text-fg-muted">
        Still have your address?{' '}
        <Link to="/auth/login" className={TEXT_LINK}>
          Sign in
        </Link>
        .
      </p>
    </div>
  );
}
