import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiHttpError, useScanUserMutation } from '@socials/api-client';
import { getDisplayName, getShortName, profileSlugFromCode, type ConnectionReply } from '@socials/domain';
import { Avatar, Button, Card, QrScanner, TEXT_LINK, TextInput, toast, toastError } from '@socials/ui';
import { paths, userProfilePath } from '../../shared/paths';

const NOT_A_PROFILE_CODE = 'This is not a profile code: scan the QR code on their profile, or type the code under it';

/** The server's word on the code (no one has it, it is your own), else null: other failures are toasts. */
function codeRefusal(error: unknown): string | null {
  if (!isApiHttpError(error) || (error.status !== 400 && error.status !== 404)) return null;
  return error.data.fieldErrors?.find((fieldError) => fieldError.field === 'body.slug')?.message ?? error.data.message ?? null;
}

/**
 * /connect: the in-app scanner. The camera reads another attendee's profile QR code (or they read out
 * the code under it) and the two are connected (POST /users/scan); their card shows who it was. The
 * camera part (jsQR) loads with this page only.
 */
export function ScanPage() {
  const [scanUser, { isLoading }] = useScanUserMutation();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [connection, setConnection] = useState<ConnectionReply | null>(null);

  const connect = async (code: string) => {
    if (isLoading) return;
    const slug = profileSlugFromCode(code);
    if (!slug) {
      setFieldError(NOT_A_PROFILE_CODE);
      return;
    }
    setFieldError(null);
    try {
      const reply = await scanUser({ slug }).unwrap();
      const name = getDisplayName(reply.user) || 'this member';
      toast.success(reply.isNew ? `You are connected with ${name}` : `You were connected with ${name} already`);
      setConnection(reply);
      setTyped('');
    } catch (error) {
      const refusal = codeRefusal(error);
      if (refusal) setFieldError(refusal);
      else toastError(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void connect(typed);
  };

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Scan to connect</h1>
        <p className="text-fg-muted">Point your camera at the QR code on another attendee&apos;s profile, or type the code under it.</p>
      </div>
      {connection ? <ConnectionCard connection={connection} onScanAnother={() => setConnection(null)} /> : null}
      {connection ? null : <QrScanner disabled={isLoading} manualEntryName="profile code" onCode={(code) => void connect(code)} />}
      <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
        <TextInput
          label="Profile code or link"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          error={fieldError ?? undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(null);
          }}
        />
        <Button type="submit" className="self-start" loading={isLoading}>
          Connect
        </Button>
      </form>
      <p className="text-sm text-fg-muted">
        Your own code is on{' '}
        <Link to={paths.myProfile} className={TEXT_LINK}>
          your profile
        </Link>
        .
      </p>
    </div>
  );
}

function ConnectionCard({ connection, onScanAnother }: { connection: ConnectionReply; onScanAnother: () => void }) {
  const { user, isNew } = connection;
  const name = getDisplayName(user) || 'A Socials member';
  return (
    <Card as="section" aria-labelledby="connection-title" className="flex flex-col gap-3">
      <div className="flex items-center gap-4">
        <Avatar name={name} photoUrl={user.photoPath} size="lg" />
        <div className="flex flex-col">
          <h2 id="connection-title" className="text-xl font-semibold">
            {name}
          </h2>
          <p className="text-sm text-fg-muted">{getShortName(user)}</p>
          <p className="text-sm">{isNew ? 'Connected just now' : 'You were connected already'}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={userProfilePath(user.slug)} className={`self-center ${TEXT_LINK}`}>
          View profile
        </Link>
        <Button variant="secondary" size="sm" onClick={onScanAnother}>
          Scan another code
        </Button>
      </div>
    </Card>
  );
}
