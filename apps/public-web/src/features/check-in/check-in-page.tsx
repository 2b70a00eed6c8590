import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetSocialBySlugQuery, useSelfCheckInMutation } from '@socials/api-client';
import { describeApiError, displaySocialTitle, findActiveRsvp } from '@socials/domain';
import { Button, BUTTON_LINK, LoadError, PageLoader, TEXT_LINK, TextInput, toast, useDocumentTitle } from '@socials/ui';
import { paths, socialPath } from '../../shared/paths';

type Outcome = { status: 'checking' } | { status: 'done' } | { status: 'refused'; message: string };

/**
 * /socials/:slug/check-in?code=… — where the event's QR code (ATTENDEES_QRCODE) leads: the
 * attendee's phone opens it and checks them in with the code it carries.
 */
export function CheckInPage() {
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const { data: social, error, isLoading, refetch } = useGetSocialBySlugQuery(slug, { skip: !slug });
  const [checkIn] = useSelfCheckInMutation();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'checking' });
  const sent = useRef(false);
  useDocumentTitle('Check in');

  const myRsvp = social ? findActiveRsvp(social.myRsvp ? [social.myRsvp] : []) : null;
  const alreadyIn = myRsvp?.status === 'ATTENDED';

  useEffect(() => {
    if (!social || !code || alreadyIn || sent.current) return;
    sent.current = true;
    checkIn({ socialId: social.id, body: { method: 'ATTENDEES_QRCODE', code } })
      .unwrap()
      .then(() => {
        setOutcome({ status: 'done' });
        toast.success("You're checked in");
      })
      .catch((failure: unknown) => setOutcome({ status: 'refused', message: describeApiError(failure) }));
  }, [social, code, alreadyIn, checkIn]);

  let content;
  if (isLoading) content = <PageLoader label="Loading the social…" />;
  else if (!social) content = <LoadError error={error} onRetry={refetch} />;
  else if (!code) content = <CodeForm onCode={(entered) => setSearchParams({ code: entered }, { replace: true })} />;
  else if (alreadyIn || outcome.status === 'done')
    content = (
      <div className="flex flex-col items-start gap-3">
        <p role="status" className="text-xl font-semibold">
          You're checked in to {displaySocialTitle(social)}
        </p>
        <Link to={paths.myTicket} className={BUTTON_LINK}>
          View your ticket
        </Link>
      </div>
    );
  else if (outcome.status === 'checking') content = <PageLoader label="Checking you in…" />;
  else
    content = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{outcome.message}</p>
        <Link to={socialPath(social.slug)} className={TEXT_LINK}>
          Back to the social
        </Link>
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Check in</h1>
      {content}
    </div>
  );
}

/** Without a code in the link (a laptop, a camera app that dropped it): type the code shown under the event's QR code. */
function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      noValidate
      className="flex flex-col items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onCode(value.trim());
        else setError('Enter the code shown at the venue');
      }}
    >
      <p>Scan the QR code shown at the venue with your phone, or type the code printed under it.</p>
      <TextInput label="Event code" value={value} error={error} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
      <Button type="submit">Check in</Button>
    </form>
  );
}
