import { Link } from 'react-router-dom';
import { useGetMyAgendaQuery, useListSessionsQuery } from '@socials/api-client';
import { buildLoginPath, useCurrentUser } from '@socials/auth';
import { groupAgenda, intlZoneName, type Conference } from '@socials/domain';
import { EmptyState, LoadError, PageLoader, TEXT_LINK } from '@socials/ui';
import { formatAgendaDay } from './conference-time';
import { SessionCard } from './session-card';

/** The agenda by day and track, in the conference's zone (the visitor's own time on hover); signed in, each session can be saved on one's own agenda. */
export function AgendaPage({ conference }: { conference: Conference }) {
  const sessions = useListSessionsQuery(conference.id);
  const { isSignedIn } = useCurrentUser();
  const mine = useGetMyAgendaQuery(conference.id, { skip: !isSignedIn });
  const saved = new Set(mine.data?.data.map((s) => s.id) ?? []);
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
                        <SessionCard
                          conference={conference}
                          session={session}
                          titleAs="h4"
                          whereabouts={[session.room]}
                          saved={isSignedIn && mine.data ? saved.has(session.id) : undefined}
                        >
                          {session.abstract ? <p className="text-sm">{session.abstract}</p> : null}
                        </SessionCard>
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
