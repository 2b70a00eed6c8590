import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorCodeOf, useGetNetworkingQuery, useSetNetworkingOptinMutation } from '@socials/api-client';
import type { Conference, NetworkingDirectory } from '@socials/domain';
import { Avatar, Card, Checkbox, EmptyState, LoadError, PageLoader, TEXT_LINK, toast, toastError } from '@socials/ui';

/** The opt-in attendee directory: ticket holders choose to be listed and see who else is. */
export function NetworkingPage({ conference }: { conference: Conference }) {
  const directory = useGetNetworkingQuery(conference.id);
  const notHolder = errorCodeOf(directory.error) === 'NOT_A_TICKET_HOLDER';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Networking</h1>
      <p className="text-sm text-fg-muted">The attendees who chose to be listed. Only ticket holders see this directory.</p>
      {directory.isLoading ? (
        <PageLoader label="Loading the attendee directory…" />
      ) : notHolder ? (
        <EmptyState
          title="For ticket holders"
          description="Hold a ticket of this conference to see who attends and to be listed yourself."
          action={
            <Link to="/tickets" className={TEXT_LINK}>
              Get a ticket
            </Link>
          }
        />
      ) : !directory.data ? (
        <LoadError error={directory.error} onRetry={directory.refetch} />
      ) : (
        <>
          <OptInSwitch conferenceId={conference.id} optedIn={directory.data.optedIn} />
          {directory.data.data.length === 0 ? (
            <EmptyState title="Nobody is listed yet" description="Attendees who choose to be listed appear here." />
          ) : (
            <AttendeeList attendees={directory.data.data} />
          )}
        </>
      )}
    </div>
  );
}

function OptInSwitch({ conferenceId, optedIn }: { conferenceId: string; optedIn: boolean }) {
  const [setOptin, { isLoading }] = useSetNetworkingOptinMutation();
  // The switch shows the choice at once; the directory catches up when it is read again.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? optedIn;
  const change = async (next: boolean) => {
    setPending(next);
    try {
      await setOptin({ conferenceId, optedIn: next }).unwrap();
      toast.success(next ? 'You are listed in the directory' : 'You are no longer listed');
    } catch (error) {
      setPending(null);
      toastError(error);
    }
  };
  if (pending !== null && pending === optedIn) setPending(null);
  return (
    <Card>
      <Checkbox
        role="switch"
        aria-checked={checked}
        label="List me in the attendee directory"
        hint="Other ticket holders see your name, headline, photo and a link to your profile."
        checked={checked}
        aria-busy={isLoading || undefined}
        onChange={(event) => {
          if (!isLoading) void change(event.target.checked);
        }}
      />
    </Card>
  );
}

function AttendeeList({ attendees }: { attendees: NetworkingDirectory['data'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Listed attendees">
      {attendees.map((attendee) => (
        <li key={attendee.userId}>
          <Card as="article" className="flex h-full items-center gap-3">
            <Avatar name={attendee.name || 'Attendee'} photoUrl={attendee.photoUrl} />
            <div className="flex min-w-0 flex-col">
              <h2 className="truncate text-base font-semibold">
                <a href={attendee.profileUrl} className={TEXT_LINK}>
                  {attendee.name || 'An attendee'}
                </a>
              </h2>
              {attendee.headline ? <p className="text-sm text-fg-muted">{attendee.headline}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
