import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetSocialBySlugQuery } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { displaySocialTitle, findActiveRsvp, formatEventTime, INVITE_CODE_PARAM, isPastDate, isSocialHost, rsvpStatusLabel } from '@socials/domain';
import { BUTTON_LINK, EmptyState, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { paths, socialPath } from '../../shared/paths';
import { RsvpFlow } from './rsvp-flow';
import { InviteCodeStep } from './steps/invite-code-step';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** /socials/:slug/rsvp — the RSVP steps for the signed-in user. */
export function RsvpPage() {
  const { slug = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: social, error, isLoading, refetch } = useGetSocialBySlugQuery(slug, { skip: !slug });
  // Once completed, the refetched social carries the new RSVP: the flow stays on its success step.
  const [completed, setCompleted] = useState(false);
  // A restricted social: the code from the invitation link, or typed in; sent with the RSVP.
  const [searchParams] = useSearchParams();
  const [inviteCode, setInviteCode] = useState<string | null>(null);
  const [inviteCodeError, setInviteCodeError] = useState<string | null>(null);
  const refuseInviteCode = useCallback((message: string) => {
    setInviteCode(null);
    setInviteCodeError(message);
  }, []);
  useDocumentTitle(social ? `RSVP: ${displaySocialTitle(social)}` : isLoading ? null : 'RSVP');

  if (isLoading || !user) return <PageLoader label="Loading the social…" />;
  if (!social) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">RSVP</h1>
        {isNotFound(error) || !error ? (
          <EmptyState
            title="This social does not exist or is no longer public"
            action={
              <Link to={paths.socials} className={BUTTON_LINK}>
                Browse socials
              </Link>
            }
          />
        ) : (
          <LoadError error={error} onRetry={refetch} />
        )}
      </div>
    );
  }

  const myRsvp = findActiveRsvp(social.myRsvp ? [social.myRsvp] : []);
  const closed =
    social.isDeleted || social.isCancelled ? 'This social was cancelled.' : isPastDate(social.eventEndTimestamp, Date.now()) ? 'This social has ended.' : null;
  let content;
  if (myRsvp && !completed) {
    content = (
      <div className="flex flex-col gap-3">
        <p role="status" className="font-semibold">
          You already RSVP'd: {rsvpStatusLabel(myRsvp.status)}
        </p>
        <Link to={paths.myTicket} className={`self-start ${TEXT_LINK}`}>
          View your ticket
        </Link>
      </div>
    );
  } else if (closed && !completed) {
    content = <p role="status">{closed} It no longer takes RSVPs.</p>;
  } else if (social.requiresInviteCode && !user.isAdmin && !isSocialHost(social, user.id) && inviteCode === null && !completed) {
    content = (
      <InviteCodeStep
        initialCode={searchParams.get(INVITE_CODE_PARAM) ?? ''}
        error={inviteCodeError}
        onSubmit={(code) => {
          setInviteCodeError(null);
          setInviteCode(code);
        }}
      />
    );
  } else {
    content = (
      <RsvpFlow
        key={inviteCode ?? ''}
        social={social}
        user={user}
        onCompleted={() => setCompleted(true)}
        inviteCode={inviteCode ?? undefined}
        onInviteCodeRefused={refuseInviteCode}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">RSVP to {displaySocialTitle(social)}</h1>
        <p className="text-sm text-fg-muted">{formatEventTime(social).text}</p>
        <Link to={socialPath(social.slug)} className={`self-start text-sm ${TEXT_LINK}`}>
          Back to the social
        </Link>
      </div>
      {content}
    </div>
  );
}
