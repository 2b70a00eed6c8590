import { Link } from 'react-router-dom';
import { useGetMyAgendaQuery } from '@socials/api-client';
import { groupAgenda, intlZoneName, type Conference } from '@socials/domain';
import { EmptyState, LoadError, PageLoader, TEXT_LINK } from '@socials/ui';
import { formatAgendaDay } from './conference-time';
import { SessionCard } from './session-card';

/** The sessions the visitor saved, by day in the conference's zone, each with its calendar file and a way to take it off. */
export function MyAgendaPage({ conference }: { conference: Conference }) {
  const agenda = useGetMyAgendaQuery(conference.id);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">My agenda</h1>
      <p className="text-sm text-fg-muted">Times are in {intlZoneName(conference.timezone, conference.startsAt)}, where the conference happens.</p>
      {agenda.isLoading ? (
        <PageLoader label="Loading your agenda…" />
      ) : !agenda.data ? (
        <LoadError error={agenda.error} onRetry={agenda.refetch} />
      ) : agenda.data.data.length === 0 ? (
        <EmptyState
          title="No sessions saved yet"
          description="Save the sessions you want to attend on the agenda: they gather here."
          action={
            <Link to="/agenda" className={TEXT_LINK}>
              Browse the agenda
            </Link>
          }
        />
      ) : (
        groupAgenda(agenda.data.data, conference.timezone).map((day) => (
          <section key={day.date} aria-labelledby={`my-day-${day.date}`} className="flex flex-col gap-3">
            <h2 id={`my-day-${day.date}`} className="text-2xl font-semibold">
              {formatAgendaDay(day.date)}
            </h2>
            <ol className="flex flex-col gap-3">
              {day.tracks
                .flatMap((t) => t.sessions)
                .sort((a, b) => a.startsAt - b.startsAt)
                .map((session) => (
                  <li key={session.id}>
                    <SessionCard conference={conference} session={session} titleAs="h3" whereabouts={[session.room, session.track]} saved />
                  </li>
                ))}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
