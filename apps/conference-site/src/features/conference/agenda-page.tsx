import { Link } from 'react-router-dom';
import { useGetMyAgendaQuery, useListSessionsQuery } from '@socials/api-client';
import { buildLoginPath, useCurrentUser } from '@socials/auth';
import { buildIcsCalendar, groupAgenda, intlZoneName, sessionCalendarEvent, type Conference, type ConferenceSession } from '@socials/domain';
import { Card, EmptyState, LoadError, PageLoader, TEXT_LINK, useHydrated } from '@socials/ui';
import { formatAgendaDay, formatClockIn, formatVisitorTime } from './conference-time';
import { SaveSessionButton } from './save-session-button';

/** The agenda by day and track, in the conference's zone (the visitor's own time on hover); signed in, each session can be saved on one's own agenda. */
export function AgendaPage({ conference }: { conference: Conference }) {
  const sessions = useListSessionsQuery(conference.id);
  const { isSignedIn } = useCurrentUser();
  const mine = useGetMyAgendaQuery(conference.id, { skip: !isSignedIn });
  const saved = new Set(mine.data?.data.map((s) => s.id) ?? []);
  // The visitor's own zone is theirs alone: a server render (and the browser's hydration of it) leaves it out.
  const hydrated = useHydrated();
  const visitorTime = (epochMs: number) => (hydrated ? formatVisitorTime(epochMs) : undefined);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Agenda</h1>
      <p className="text-sm text-fg-muted">Times are in {intlZoneName(conference.timezone, conference.startsAt)}, where the conference happens.</p>
      <p className="text-sm">
        {isSignedIn ? (
          <Link to="/my-agenda" className={TEXT_LINK}>
            My agenda: the sessions I saved
          </Link>
        ) : (
          <Link to={buildLoginPath('/agenda')} className={TEXT_LINK}>
            Sign in to save sessions on your own agenda
          </Link>
        )}
      </p>
      {sessions.isLoading ? (
        <PageLoader label="Loading the agenda…" />
      ) : !sessions.data ? (
        <LoadError error={sessions.error} onRetry={sessions.refetch} />
      ) : sessions.data.data.length === 0 ? (
        <EmptyState title="The agenda is coming" description="Sessions will be published here." />
      ) : (
        groupAgenda(sessions.data.data, conference.timezone).map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="flex flex-col gap-4">
            <h2 id={`day-${day.date}`} className="text-2xl font-semibold">
              {formatAgendaDay(day.date)}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              {day.tracks.map(({ track, sessions: list }) => (
                <section key={track} aria-label={`${track || 'Main'} track, ${formatAgendaDay(day.date)}`} className="flex flex-col gap-3">
                  <h3 className="text-lg font-semibold">{track || 'Main track'}</h3>
                  <ol className="flex flex-col gap-3">
                    {list.map((session) => (
                      <li key={session.id}>
                        <Card as="article" className="flex flex-col gap-1">
                          <p className="text-sm font-medium">
                            <time dateTime={new Date(session.startsAt).toISOString()} title={visitorTime(session.startsAt)}>
                              {formatClockIn(session.startsAt, conference.timezone)}
                            </time>
                            {' – '}
                            <time dateTime={new Date(session.endsAt).toISOString()} title={visitorTime(session.endsAt)}>
                              {formatClockIn(session.endsAt, conference.timezone)}
                            </time>
                            {session.room ? ` · ${session.room}` : ''}
                          </p>
                          <h4 className="text-base font-semibold">{session.title}</h4>
                          {session.speakers.length > 0 ? <p className="text-sm text-fg-muted">{session.speakers.map((s) => s.name).join(', ')}</p> : null}
                          {session.abstract ? <p className="text-sm">{session.abstract}</p> : null}
                          <div className="flex flex-wrap items-center gap-3">
                            {isSignedIn && mine.data ? <SaveSessionButton conferenceId={conference.id} session={session} saved={saved.has(session.id)} /> : null}
                            <AddSessionToCalendar conference={conference} session={session} />
                          </div>
                        </Card>
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}

/**
 * An .ics file of one session, made here, so it lands in the visitor's own calendar at the right
 * time. It names the page's address and the moment it was made: in the browser, once hydrated.
 */
export function AddSessionToCalendar({ conference, session }: { conference: Conference; session: ConferenceSession }) {
  const hydrated = useHydrated();
  const ics = hydrated ? buildIcsCalendar(sessionCalendarEvent(session, conference, window.location.href), Date.now()) : null;
  return (
    <a href={ics === null ? undefined : `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={`${session.title.replace(/[^\w-]+/g, '-').toLowerCase()}.ics`} className={`text-sm ${TEXT_LINK}`}>
      Add to my calendar<span className="sr-only">: {session.title}</span>
    </a>
  );
}
