import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useExchangeCodeMutation, useStartPasswordlessMutation } from '@socials/api-client';
import { PasswordlessStartBody, TokenBody } from '@socials/domain';
import { Button, Card, TextInput, toast, toastError } from '@socials/ui';
import { useCurrentUser } from '../provider/auth-context';
import { useStartSession } from '../provider/use-session-actions';
import { safeReturnTo } from '../session/return-to';
import { useCountdown } from './use-countdown';

/** Seconds before another code may be requested. */
export const RESEND_COOLDOWN_SECONDS = 60;

const CodeForm = TokenBody.pick({ code: true });
type EmailValues = { email: string };
type CodeValues = { code: string };

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [startPasswordless, { isLoading }] = useStartPasswordlessMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailValues>({ resolver: zodResolver(PasswordlessStartBody), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await startPasswordless({ email }).unwrap();
      onSent(email);
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextInput label="E-mail" type="email" autoComplete="email" inputMode="email" autoFocus required error={errors.email?.message} {...register('email')} />
      <Button type="submit" loading={isLoading} fullWidth>
        Send me a code
      </Button>
    </form>
  );
}

function CodeStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [exchangeCode, { isLoading }] = useExchangeCodeMutation();
  const [startPasswordless, { isLoading: isResending }] = useStartPasswordlessMutation();
  // The first code was sent just before this step appeared.
  const resendTimer = useCountdown(RESEND_COOLDOWN_SECONDS);

  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });

  // A wrong code's error means nothing once the right one signs in: it leaves with the login page.
  const wrongCodeToast = useRef<string | null>(null);
  const submit = handleSubmit(async ({ code }) => {
    try {
      const reply = await exchangeCode({ email, code }).unwrap();
      if (wrongCodeToast.current) toast.dismiss(wrongCodeToast.current);
      startSession(reply);
      navigate(safeReturnTo(searchParams.get('returnTo')), { replace: true });
    } catch (error) {
      wrongCodeToast.current = toastError(error);
      setFocus('code', { shouldSelect: true });
    }
  });

  const resend = async () => {
    try {
      await startPasswordless({ email }).unwrap();
      toast.success('We sent you a new code');
      resendTimer.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">
        We sent a 6-digit code to <strong className="text-fg">{email}</strong>. It is valid for 10 minutes.
      </p>
      <TextInput
        label="Sign-in code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        autoFocus
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" loading={isLoading} fullWidth>
        Sign in
      </Button>
      <div className="flex items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
        <Button variant="secondary" size="sm" onClick={resend} disabled={resendTimer.remaining > 0} loading={isResending}>
          {resendTimer.remaining > 0 ? `Resend code in ${resendTimer.remaining}s` : 'Resend code'}
        </Button>
      </div>
    </form>
  );
}

/** /auth/login?returnTo=…: e-mail, then the 6-digit code, then back where the visitor came from. */
export function LoginPage() {
  const { isSignedIn } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState<string | null>(null);

  if (isSignedIn && email === null) return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;

  return (
    <main className="mx-auto flex min-h-[70vh] w-full max-w-sm flex-col justify-center px-4 py-10">
      <Card as="section" aria-labelledby="login-title">
        <h1 id="login-title" className="mb-1 text-xl font-semibold">
          {email === null ? 'Sign in' : 'Check your e-mail'}
        </h1>
        {email === null ? (
          <>
            <p className="mb-4 text-sm text-fg-muted">We will e-mail you a code. No password needed.</p>
            <EmailStep onSent={setEmail} />
          </>
        ) : (
          <CodeStep email={email} onChangeEmail={() => setEmail(null)} />
        )}
      </Card>
    </main>
  );
}
