import type { ReactNode } from 'react';
import type { Conference, ConferenceSession } from '@socials/domain';
import { Card, useHydrated } from '@socials/ui';
import { AddSessionToCalendar } from './add-session-to-calendar';
import { formatClockIn, formatVisitorTime } from './conference-time';
import { SaveSessionButton } from './save-session-button';

export interface SessionCardProps {
  conference: Conference;
  session: ConferenceSession;
  /** The level of the session's title, under the page's own headings. */
  titleAs: 'h3' | 'h4';
  /** What follows the times (the room, and the track where the list is not by track); empty parts are left out. */
  whereabouts: readonly string[];
  /** Whether the session is on the visitor's agenda; undefined leaves the save button out (signed out, or not known yet). */
  saved?: boolean;
  /** More about the session, under its speakers. */
  children?: ReactNode;
}

/** One session of an agenda: its times in the conference's zone (the visitor's own on hover), title, speakers, save button and calendar file. */
export function SessionCard({ conference, session, titleAs: Title, whereabouts, saved, children }: SessionCardProps) {
  // The visitor's own zone is theirs alone: a server render (and the browser's hydration of it) leaves it out.
  const hydrated = useHydrated();
  const visitorTime = (epochMs: number) => (hydrated ? formatVisitorTime(epochMs) : undefined);
  return (
    <Card as="article" className="flex flex-col gap-1">
      <p className="text-sm font-medium">
        <time dateTime={new Date(session.startsAt).toISOString()} title={visitorTime(session.startsAt)}>
          {formatClockIn(session.startsAt, conference.timezone)}
        </time>
        {' – '}
        <time dateTime={new Date(session.endsAt).toISOString()} title={visitorTime(session.endsAt)}>
          {formatClockIn(session.endsAt, conference.timezone)}
        </time>
        {whereabouts.filter(Boolean).map((part) => ` · ${part}`)}
      </p>
      <Title className="text-base font-semibold">{session.title}</Title>
      {session.speakers.length > 0 ? <p className="text-sm text-fg-muted">{session.speakers.map((s) => s.name).join(', ')}</p> : null}
      {children}
      <div className="flex flex-wrap items-center gap-3">
        {saved === undefined ? null : <SaveSessionButton conferenceId={conference.id} session={session} saved={saved} />}
        <AddSessionToCalendar conference={conference} session={session} />
      </div>
    </Card>
  );
}
