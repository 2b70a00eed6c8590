import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useListSessionsQuery, useListSpeakersQuery } from '@socials/api-client';
import { formatCurrency, type Conference, type ConferenceSession } from '@socials/domain';
import { Avatar, Card, FOCUS_RING, LoadError, PageLoader, TEXT_LINK } from '@socials/ui';
import { BRAND_BUTTON } from './brand';
import { formatConferenceTime } from './conference-time';

/** How many speakers the home shows before "All speakers". */
const SPEAKERS_SHOWN = 8;
/** How many sessions the home's agenda highlights show. */
const HIGHLIGHTS_SHOWN = 4;

/**
 * The sessions still to come after `now`, soonest first; once the conference is over, its first
 * sessions, so the home still shows what it was about.
 */
export function agendaHighlights(sessions: readonly ConferenceSession[], now: number, count = HIGHLIGHTS_SHOWN): ConferenceSession[] {
  const byStart = [...sessions].sort((a, b) => a.startsAt - b.startsAt);
  const upcoming = byStart.filter((session) => session.endsAt > now);
  return (upcoming.length > 0 ? upcoming : byStart).slice(0, count);
}

/** A section of the home: its title, a link to the page with all of it, and its content. */
function HomeSection({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/** A row of the speakers' photos and names, each leading to the Speakers page. */
export function SpeakersRow({ conference }: { conference: Conference }) {
  const speakers = useListSpeakersQuery({ conferenceId: conference.id });
  const list = speakers.data?.data ?? [];
  return (
    <HomeSection
      id="home-speakers"
      title="Speakers"
      more={
        list.length > 0 ? (
          <Link to="/speakers" className={TEXT_LINK}>
            All speakers
          </Link>
        ) : null
      }
    >
      {speakers.isLoading ? (
        <PageLoader label="Loading speakers…" />
      ) : !speakers.data ? (
        <LoadError error={speakers.error} onRetry={speakers.refetch} />
      ) : list.length === 0 ? (
        <p className="text-fg-muted">Speakers to be announced.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8">
          {list.slice(0, SPEAKERS_SHOWN).map((speaker) => (
            <li key={speaker.id}>
              <Link to="/speakers" className={`flex flex-col items-center gap-2 text-center hover:underline ${FOCUS_RING}`}>
                <Avatar name={speaker.name} photoUrl={speaker.photoUrl} size="xl" />
                <span className="font-medium break-words">{speaker.name}</span>
                {speaker.headline ? <span className="text-sm text-fg-muted break-words">{speaker.headline}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/**
 * The next sessions, each leading to the agenda. "Next" is as of when the agenda was loaded: the
 * server's render and the browser taking it over then pick the same ones.
 */
export function AgendaHighlights({ conference }: { conference: Conference }) {
  const sessions = useListSessionsQuery(conference.id);
  const list = sessions.data ? agendaHighlights(sessions.data.data, sessions.fulfilledTimeStamp ?? conference.startsAt) : [];
  return (
    <HomeSection
      id="home-agenda"
      title="Agenda highlights"
      more={
        <Link to="/agenda" className={TEXT_LINK}>
          Full agenda
        </Link>
      }
    >
      {sessions.isLoading ? (
        <PageLoader label="Loading the agenda…" />
      ) : !sessions.data ? (
        <LoadError error={sessions.error} onRetry={sessions.refetch} />
      ) : list.length === 0 ? (
        <p className="text-fg-muted">The agenda is coming.</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2">
          {list.map((session) => (
            <li key={session.id}>
              <Card as="article" className="flex h-full flex-col gap-1">
                <p className="text-sm font-medium">
                  <time dateTime={new Date(session.startsAt).toISOString()}>
                    {formatConferenceTime(session.startsAt, conference.timezone, {
                      weekday: 'short',
                      month: 'short',
                      day: 'numeric',
                      hour: 'numeric',
                      minute: '2-digit',
                      timeZoneName: 'short',
                    })}
                  </time>
                  {session.room ? ` · ${session.room}` : null}
                </p>
                <h3 className="text-base font-semibold">
                  <Link to="/agenda" className={`hover:underline ${FOCUS_RING}`}>
                    {session.title}
                  </Link>
                </h3>
                {session.speakers.length > 0 ? <p className="text-sm text-fg-muted">{session.speakers.map((s) => s.name).join(', ')}</p> : null}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}

/** The passes with their prices, and the way to buy them. */
export function PassesSection({ conference }: { conference: Conference }) {
  return (
    <HomeSection id="home-tickets" title="Tickets">
      {conference.passes.length === 0 ? (
        <p className="text-fg-muted">Tickets are not on sale yet.</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {conference.passes.map((pass) => (
              <li key={pass.id}>
                <Card as="article" className="flex h-full flex-col gap-2">
                  <h3 className="text-lg font-semibold">{pass.name}</h3>
                  {pass.description ? <p className="text-sm">{pass.description}</p> : null}
                  <p className="mt-auto text-2xl font-bold">{pass.priceCents === 0 ? 'Free' : formatCurrency(pass.priceCents)}</p>
                  {pass.remaining === 0 ? <p className="text-sm text-fg-muted">Sold out</p> : null}
                </Card>
              </li>
            ))}
          </ul>
          <div>
            <Link to="/tickets" className={BRAND_BUTTON}>
              Buy tickets
            </Link>
          </div>
        </>
      )}
    </HomeSection>
  );
}
